import type { TStaffPromoCode, TStaffPromoSavedResponse } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { SelectField } from '../../components/select-field';
import { staffApi } from '../../lib/staff-api';
import { NEW_PROMO, PROMO_FIELDS, type PromoForm, promoBody, promoForm, promoResolver } from './promo-values';

export interface PromoFormProps {
  /** The code being edited; null for a new one. */
  code: TStaffPromoCode | null;
  onSaved: (saved: TStaffPromoCode) => Promise<void>;
  /** A 409: someone changed the code meanwhile, or it was used. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A code of either kind: points for a bonus code; an amount or a percent, for the first or every
 * month, for a subscription code. A code already used keeps what it promised (the api refuses too).
 */
export function PromoCodeForm({ code, onSaved, onStale, onCancel }: PromoFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const used = code !== null && code.used > 0;
  const form = useForm<PromoForm>({
    resolver: promoResolver,
    defaultValues: code ? promoForm(code) : NEW_PROMO,
  });
  const { errors, isSubmitting } = form.formState;
  const bonus = form.watch('kind') === 'bonus';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffApi<TStaffPromoSavedResponse>('promo/save/', {
        ...promoBody(values),
        id: code?.id ?? null,
        version: code?.version ?? 0,
      });
      await onSaved(answer.code);
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, PROMO_FIELDS, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{code ? t('promo.editTitle', { code: code.code }) : t('promo.newTitle')}</h2>
      {used && <p className="hint">{t('promo.usedHint')}</p>}
      <div className="row-fields">
        <Field
          label={t('promo.code')}
          className="mono"
          readOnly={used}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={t('promo.codeHint')}
          error={errors.code}
          {...form.register('code')}
        />
        {used && code ? (
          <Field label={t('promo.kind')} readOnly value={t(`promo.kinds.${code.kind}`)} />
        ) : (
          <SelectField label={t('promo.kind')} error={errors.kind} {...form.register('kind')}>
            <option value="subscription">{t('promo.kinds.subscription')}</option>
            <option value="bonus">{t('promo.kinds.bonus')}</option>
          </SelectField>
        )}
      </div>
      <div className="row-fields">
        <Field
          label={bonus ? t('promo.points') : t('promo.amount')}
          inputMode="numeric"
          autoComplete="off"
          readOnly={used}
          error={errors.amount}
          {...form.register('amount')}
        />
        {!bonus && (
          <>
            <Field
              label={t('promo.percent')}
              inputMode="numeric"
              autoComplete="off"
              readOnly={used}
              hint={t('promo.discountHint')}
              error={errors.percent}
              {...form.register('percent')}
            />
            {used && code ? (
              <Field
                label={t('promo.appliesTo')}
                readOnly
                value={t(`promo.months.${code.appliesTo ?? 'first_month'}`)}
              />
            ) : (
              <SelectField
                label={t('promo.appliesTo')}
                error={errors.appliesTo}
                {...form.register('appliesTo')}
              >
                <option value="first_month">{t('promo.months.first_month')}</option>
                <option value="every_month">{t('promo.months.every_month')}</option>
              </SelectField>
            )}
          </>
        )}
      </div>
      <div className="row-fields">
        <Field
          label={t('promo.validFrom')}
          type="date"
          error={errors.validFrom}
          {...form.register('validFrom')}
        />
        <Field label={t('promo.validTo')} type="date" error={errors.validTo} {...form.register('validTo')} />
        <Field
          label={t('promo.maxUses')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('promo.perClient')}
          error={errors.maxUses}
          {...form.register('maxUses')}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('promo.activeLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('promo.saving') : t('promo.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('promo.cancel')}
        </button>
      </div>
    </form>
  );
}
