import { zodResolver } from '@hookform/resolvers/zod';
import {
  isValidImei,
  STOCK_COLOUR_MAX,
  STOCK_NOTE_MAX,
  type TStaffUnit,
  ZStaffSerial,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { TextareaField } from '../../components/textarea-field';
import { toMinor, toSomField, ZOptionalSom } from '../../lib/som';
import { sendUnitChange, type UnitChangeHandlers } from './unit-change';

const digits = (imei: string) => imei.replace(/[\s-]/g, '');

const ZUnitForm = z.object({
  serial: ZStaffSerial,
  imei: z
    .string()
    .trim()
    .refine((imei) => imei === '' || isValidImei(digits(imei)), 'staffImeiFormat'),
  colour: z.string().trim().max(STOCK_COLOUR_MAX, 'staffColourTooLong'),
  note: z.string().trim().max(STOCK_NOTE_MAX, 'staffNoteTooLong'),
  purchasedOn: z.string(),
  purchaseCost: ZOptionalSom,
  availableFrom: z.string(),
});
type UnitForm = z.input<typeof ZUnitForm>;
const FIELDS = ['serial', 'imei', 'colour', 'note', 'purchasedOn', 'purchaseCost', 'availableFrom'] as const;

/**
 * The unit's own facts, sent with the version the page showed. The serial, IMEI and arrival date
 * (expected stock, docs/decisions/051) stay while the unit is reserved or with a client (the api
 * refuses them too).
 */
export function UnitEditForm({ unit, ...handlers }: { unit: TStaffUnit } & UnitChangeHandlers) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const locked = unit.state === 'reserved' || unit.state === 'rented';
  const form = useForm<UnitForm, unknown, z.output<typeof ZUnitForm>>({
    resolver: zodResolver(ZUnitForm),
    defaultValues: {
      serial: unit.serial,
      imei: unit.imei ?? '',
      colour: unit.colour,
      note: unit.note,
      purchasedOn: unit.purchasedOn ?? '',
      purchaseCost: unit.purchaseCost === null ? '' : toSomField(unit.purchaseCost),
      availableFrom: unit.availableFrom ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendUnitChange(
        'update/',
        {
          id: unit.id,
          version: unit.version,
          serial: values.serial,
          imei: values.imei ? digits(values.imei) : null,
          colour: values.colour,
          note: values.note,
          purchasedOn: values.purchasedOn || null,
          purchaseCost: values.purchaseCost ? toMinor(values.purchaseCost) : null,
          availableFrom: values.availableFrom || null,
        },
        handlers,
        () => t('stock.saved'),
      );
    } catch (error) {
      setFailure(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('stock.editTitle')}</h2>
      {locked && <p className="hint">{t('stock.identityLocked')}</p>}
      <div className="row-fields">
        <Field
          label={t('stock.serial')}
          className="mono"
          readOnly={locked}
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.serial}
          {...form.register('serial')}
        />
        <Field
          label={t('stock.imei')}
          className="mono"
          readOnly={locked}
          inputMode="numeric"
          autoComplete="off"
          error={errors.imei}
          {...form.register('imei')}
        />
      </div>
      <div className="row-fields">
        <Field
          label={t('stock.colour')}
          maxLength={STOCK_COLOUR_MAX}
          error={errors.colour}
          {...form.register('colour')}
        />
        <Field
          label={t('stock.purchasedOn')}
          type="date"
          error={errors.purchasedOn}
          {...form.register('purchasedOn')}
        />
        <Field
          label={t('stock.purchaseCost')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.purchaseCost}
          {...form.register('purchaseCost')}
        />
        <Field
          label={t('stock.availableFrom')}
          hint={t('stock.availableFromHint')}
          type="date"
          readOnly={locked}
          error={errors.availableFrom}
          {...form.register('availableFrom')}
        />
      </div>
      <TextareaField
        label={t('stock.note')}
        maxLength={STOCK_NOTE_MAX}
        error={errors.note}
        {...form.register('note')}
      />
      <FormFailure text={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('stock.saving') : t('stock.save')}
      </button>
    </form>
  );
}
