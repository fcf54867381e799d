import { zodResolver } from '@hookform/resolvers/zod';
import {
  STOCK_COLOUR_MAX,
  type TStaffOffice,
  type TStaffStockAddResponse,
  type TStaffStockModel,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { SelectField } from '../../components/select-field';
import { TextareaField } from '../../components/textarea-field';
import { toMinor, ZOptionalSom } from '../../lib/som';
import { StaffApiError, staffApi } from '../../lib/staff-api';

const ZAddForm = z.object({
  modelID: z.string().min(1, 'fieldRequired'),
  officeID: z.string().min(1, 'fieldRequired'),
  colour: z.string().trim().max(STOCK_COLOUR_MAX, 'staffColourTooLong'),
  purchasedOn: z.string(),
  purchaseCost: ZOptionalSom,
  lines: z.string().refine((text) => text.trim() !== '', 'staffStockLinesEmpty'),
});
type AddForm = z.input<typeof ZAddForm>;
const FIELDS = ['modelID', 'officeID', 'colour', 'purchasedOn', 'purchaseCost', 'lines'] as const;

interface Props {
  models: TStaffStockModel[];
  /** Where units can go: the active offices. */
  offices: TStaffOffice[];
  /** The list's filters, taken as the first choice. */
  initial: { modelID: string; officeID: string };
  onAdded: (count: number) => Promise<void>;
}

/**
 * A batch of one model for one office: serials (and IMEIs) pasted one per line. The api checks every
 * line and names each bad one under the field; a list with any bad line adds nothing.
 */
export function AddUnitsForm({ models, offices, initial, onAdded }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddForm, unknown, z.output<typeof ZAddForm>>({
    resolver: zodResolver(ZAddForm),
    defaultValues: { ...initial, colour: '', purchasedOn: '', purchaseCost: '', lines: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffApi<TStaffStockAddResponse>('stock/add/', {
        modelID: Number(values.modelID),
        officeID: Number(values.officeID),
        colour: values.colour,
        purchasedOn: values.purchasedOn || null,
        purchaseCost: values.purchaseCost ? toMinor(values.purchaseCost) : null,
        lines: values.lines,
      });
      form.reset({ ...values, lines: '' });
      await onAdded(answer.count);
    } catch (error) {
      const placed = applyApiError(error, form.setError, FIELDS);
      // Bad lines: the field names them, the banner says nothing was added.
      setFailure(error instanceof StaffApiError && error.fields.lines ? error.message : placed);
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('stock.addTitle')}</h2>
      <div className="row-fields">
        <SelectField
          label={t('stock.model')}
          defaultValue={initial.modelID}
          error={errors.modelID}
          {...form.register('modelID')}
        >
          <option value="">{t('stock.choose')}</option>
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('stock.office')}
          defaultValue={initial.officeID}
          error={errors.officeID}
          {...form.register('officeID')}
        >
          <option value="">{t('stock.choose')}</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name} · {office.city}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="row-fields">
        <Field
          label={t('stock.colour')}
          hint={t('stock.colourHint')}
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
      </div>
      <TextareaField
        label={t('stock.lines')}
        hint={t('stock.linesHint')}
        rows={8}
        className="mono"
        spellCheck={false}
        autoCapitalize="off"
        error={errors.lines}
        {...form.register('lines')}
      />
      <FormFailure text={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('stock.adding') : t('stock.addSubmit')}
      </button>
    </form>
  );
}
