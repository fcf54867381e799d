import { DELIVERY_ADDRESS_MAX, type TPickupOffice } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field } from '../../../components/ui/field';

export type ReceiveWay = 'delivery' | 'pickup';

interface ReceiveChoiceProps {
  way: ReceiveWay;
  onWay: (way: ReceiveWay) => void;
  offices: TPickupOffice[];
  office: number | undefined;
  onOffice: (id: number) => void;
  address: string;
  onAddress: (address: string) => void;
  addressError?: string;
}

/** How the device reaches the person: delivery to an address, or a pickup office of the city. */
export function ReceiveChoice(props: ReceiveChoiceProps) {
  const { t } = useTranslation();
  const { way, offices } = props;
  return (
    <>
      <ChoiceGroup
        legend={t('gadget.receive')}
        layout="inline"
        value={way}
        onChange={props.onWay}
        choices={[
          { value: 'delivery', label: t('gadget.delivery') },
          { value: 'pickup', label: t('gadget.pickup'), disabled: offices.length === 0 },
        ]}
      />
      {way === 'delivery' ? (
        <Field
          label={t('gadget.address')}
          hint={t('gadget.addressHint', { max: DELIVERY_ADDRESS_MAX })}
          error={props.addressError}
        >
          {(control) => (
            <textarea
              {...control}
              className={controlClass}
              rows={2}
              maxLength={DELIVERY_ADDRESS_MAX}
              autoComplete="street-address"
              value={props.address}
              onChange={(event) => props.onAddress(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <ChoiceGroup
          legend={t('gadget.office')}
          layout="list"
          value={props.office}
          onChange={props.onOffice}
          choices={offices.map((office) => ({
            value: office.id,
            label: office.name,
            detail: `${office.address} · ${office.hours}`,
          }))}
        />
      )}
    </>
  );
}
