import type { TStaffExtrasPrices, TStaffExtrasSaveRequest } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { SOM_PATTERN, toMinor, toSomField } from '../../lib/som';
import { staffApi } from '../../lib/staff-api';
import { PriceCell } from './price-cell';
import type { PriceGridHandlers } from './price-grid-form';

interface ExtrasForm {
  extras: string[];
  deliveryFees: string[];
}

/** Extras' prices and each served city's delivery fee, in som; the api names each bad row. */
export function ExtrasPricesForm({
  prices,
  onSaved,
  onStale,
}: { prices: TStaffExtrasPrices } & PriceGridHandlers) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExtrasForm>({
    defaultValues: {
      extras: prices.extras.map((extra) => toSomField(extra.price)),
      deliveryFees: prices.deliveryFees.map((row) => toSomField(row.fee)),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const names = [
    ...prices.extras.map((_, index) => `extras.${index}`),
    ...prices.deliveryFees.map((_, index) => `deliveryFees.${index}`),
  ];

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const typed = names.map((name, index) => {
      const text =
        (index < prices.extras.length
          ? values.extras[index]
          : values.deliveryFees[index - prices.extras.length]) ?? '';
      return [name, text.trim()] as const;
    });
    const wrong = typed.filter(([, text]) => !SOM_PATTERN.test(text));
    for (const [name] of wrong) form.setError(name as never, { message: t('prices.format') });
    if (wrong.length > 0) return;
    const body: TStaffExtrasSaveRequest = {
      version: prices.version,
      extras: prices.extras.map((extra, index) => ({
        id: extra.id,
        price: toMinor((values.extras[index] ?? '').trim()),
      })),
      deliveryFees: prices.deliveryFees.map((row, index) => ({
        cityID: row.cityID,
        fee: toMinor((values.deliveryFees[index] ?? '').trim()),
      })),
    };
    try {
      await staffApi('prices/extras/save/', body);
      await onSaved();
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, names, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('prices.extrasTitle')}</h2>
      <div className="price-grid-scroll">
        <table className="price-grid">
          <thead>
            <tr>
              <th scope="col">{t('prices.extra')}</th>
              <th scope="col">{t('prices.billing')}</th>
              <th scope="col">{t('prices.priceSom')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.extras.map((extra, index) => (
              <tr key={extra.id} className={extra.active ? 'price-row' : 'price-row inactive'}>
                <th scope="row">
                  {extra.name}
                  {!extra.active && <span className="muted small"> · {t('prices.extraHidden')}</span>}
                </th>
                <td>{t(`prices.billings.${extra.billing}`)}</td>
                <PriceCell
                  label={extra.name}
                  error={errors.extras?.[index]?.message}
                  {...form.register(`extras.${index}`)}
                />
              </tr>
            ))}
          </tbody>
        </table>
        <table className="price-grid">
          <thead>
            <tr>
              <th scope="col">{t('prices.city')}</th>
              <th scope="col">{t('prices.deliveryFee')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.deliveryFees.map((row, index) => (
              <tr key={row.cityID} className="price-row">
                <th scope="row">{row.city}</th>
                <PriceCell
                  label={t('prices.deliveryIn', { city: row.city })}
                  error={errors.deliveryFees?.[index]?.message}
                  {...form.register(`deliveryFees.${index}`)}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">{t('prices.deliveryHint')}</p>
      <FormFailure text={failure} />
      <button type="submit" className="button secondary" disabled={isSubmitting}>
        {isSubmitting ? t('prices.saving') : t('prices.saveExtras')}
      </button>
    </form>
  );
}
