import type { TStaffPriceGrid, TStaffPricesSaveRequest } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { SOM_PATTERN, toMinor, toSomField } from '../../lib/som';
import { PriceCell } from './price-cell';
import { savePrices } from './prices-queries';

interface PriceForm {
  insuranceMonthly: string;
  value: string;
  /** In the grid's order: cities, and the terms within each. */
  cells: string[];
  /** Per city: not offered there (the whole row null). */
  off: boolean[];
}

function defaultsOf(grid: TStaffPriceGrid): PriceForm {
  return {
    insuranceMonthly: toSomField(grid.insuranceMonthly),
    value: toSomField(grid.value),
    cells: grid.cells.map((cell) => (cell.monthly === null ? '' : toSomField(cell.monthly))),
    off: grid.cities.map((city) =>
      grid.cells.filter((cell) => cell.cityID === city.id).every((cell) => cell.monthly === null),
    ),
  };
}

export interface PriceGridHandlers {
  onSaved: () => Promise<void>;
  /** A 409: someone saved the model's prices meanwhile; the page reloads them under the message. */
  onStale: (text: string) => Promise<void>;
}

/**
 * One model's prices: a row per city, a column per term, in som; a row ticked "not in this city" is
 * sent as null. The api checks every amount and answers each bad cell under `cells.<index>`.
 */
export function PriceGridForm({ grid, onSaved, onStale }: { grid: TStaffPriceGrid } & PriceGridHandlers) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PriceForm>({ defaultValues: defaultsOf(grid) });
  const { errors, isSubmitting } = form.formState;
  const off = form.watch('off');
  const termCount = grid.terms.length;
  const cellNames = grid.cells.map((_, index) => `cells.${index}`);
  const fieldNames = ['insuranceMonthly', 'value', ...cellNames];

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const rowOff = (index: number) => values.off[Math.floor(index / termCount)] ?? false;
    // A disabled input (a row not offered) has no value in `values`.
    const cellText = (index: number) => (rowOff(index) ? '' : (values.cells[index] ?? '').trim());
    const typed: [string, string][] = [
      ['insuranceMonthly', values.insuranceMonthly.trim()],
      ['value', values.value.trim()],
      ...grid.cells.map((_, index): [string, string] => [`cells.${index}`, cellText(index)]),
    ];
    let wrong = false;
    for (const [name, text] of typed) {
      const blank = text === '' && name.startsWith('cells.');
      if (!blank && !SOM_PATTERN.test(text)) {
        form.setError(name as never, { message: t('prices.format') });
        wrong = true;
      }
    }
    if (wrong) return;
    const body: TStaffPricesSaveRequest = {
      modelID: grid.model.id,
      version: grid.version,
      insuranceMonthly: toMinor(values.insuranceMonthly.trim()),
      value: toMinor(values.value.trim()),
      cells: grid.cells.map((cell, index) => {
        const text = cellText(index);
        return { cityID: cell.cityID, term: cell.term, monthly: text === '' ? null : toMinor(text) };
      }),
    };
    try {
      await savePrices(body);
      await onSaved();
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, fieldNames, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('prices.gridTitle', { model: grid.model.name })}</h2>
      {!grid.model.published && <p className="hint">{t('prices.unpublished')}</p>}
      <div className="price-grid-scroll">
        <table className="price-grid">
          <thead>
            <tr>
              <th scope="col">{t('prices.city')}</th>
              {grid.terms.map((term) => (
                <th scope="col" key={term}>
                  {t('prices.months', { count: term })}
                </th>
              ))}
              <th scope="col">{t('prices.notHere')}</th>
            </tr>
          </thead>
          <tbody>
            {grid.cities.map((city, row) => (
              <tr key={city.id} className={off[row] ? 'price-row inactive' : 'price-row'}>
                <th scope="row">
                  {city.name}
                  {!city.served && <span className="muted small"> · {t('prices.notServed')}</span>}
                </th>
                {grid.terms.map((term, column) => {
                  const index = row * termCount + column;
                  return (
                    <PriceCell
                      key={term}
                      label={t('prices.cell', { city: city.name, term: t('prices.months', { count: term }) })}
                      disabled={off[row]}
                      error={errors.cells?.[index]?.message}
                      {...form.register(`cells.${index}`)}
                    />
                  );
                })}
                <td>
                  <label className="check">
                    <input type="checkbox" {...form.register(`off.${row}`)} />
                    <span className="visually-hidden">{city.name}: </span>
                    {t('prices.notHereShort')}
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="row-fields">
        <Field
          label={t('prices.insurance')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.insuranceMonthly}
          {...form.register('insuranceMonthly')}
        />
        <Field
          label={t('prices.value')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('prices.valueHint')}
          error={errors.value}
          {...form.register('value')}
        />
      </div>
      <FormFailure text={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('prices.saving') : t('prices.save')}
      </button>
    </form>
  );
}
