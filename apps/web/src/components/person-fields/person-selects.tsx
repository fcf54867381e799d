import { ZCitizenship, ZCommunication } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/select-field';
import { type PersonFieldProps, type PersonValues, personRegister } from './person-values';

type SelectProps<T extends PersonValues> = Pick<PersonFieldProps<T>, 'register' | 'message'>;

export function CitizenshipField<T extends PersonValues>({ register, message }: SelectProps<T>) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...personRegister(register)('citizenship')}
      label={t('registration.citizenship')}
      error={message('citizenship')}
      placeholder={t('registration.citizenshipPlaceholder')}
      options={ZCitizenship.options.map((value) => ({
        value,
        label: t(`registration.citizenships.${value}`),
      }))}
    />
  );
}

/** How the person wants to be contacted. */
export function CommunicationField<T extends PersonValues>({ register, message }: SelectProps<T>) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...personRegister(register)('communication')}
      label={t('registration.communication')}
      error={message('communication')}
      placeholder={t('registration.communicationPlaceholder')}
      options={ZCommunication.options.map((value) => ({
        value,
        label: t(`registration.communications.${value}`),
      }))}
    />
  );
}
