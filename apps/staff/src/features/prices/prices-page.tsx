import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/select-field';
import { ExtrasPricesForm } from './extras-form';
import { PriceGridForm, type PriceGridHandlers } from './price-grid-form';
import { usePrices, useRefreshPrices } from './prices-queries';

type Notice = { kind: 'saved' | 'stale'; text: string };

/**
 * The prices managers keep (issue 30): pick a model (kept in the address), edit its grid of cities ×
 * terms, its insurance and retail value; below, extras' prices and delivery fees. A new price is for
 * orders placed after it.
 */
export function PricesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const model = params.get('model') ?? '';
  const page = usePrices(model);
  const refresh = useRefreshPrices();
  const [notice, setNotice] = useState<Notice | null>(null);
  const grid = page.data?.grid ?? null;

  const handlers: PriceGridHandlers = {
    onSaved: async () => {
      setNotice({ kind: 'saved', text: t('prices.saved') });
      await refresh();
    },
    onStale: async (text) => {
      setNotice({ kind: 'stale', text });
      await refresh();
    },
  };

  return (
    <>
      <h1>{t('prices.title')}</h1>
      <p className="muted">{t('prices.intro')}</p>
      {page.isPending && <p className="muted">{t('loading')}</p>}
      {page.error && (
        <p role="alert" className="error-banner">
          {page.error.message}
        </p>
      )}
      {page.data && page.data.models.length === 0 && <p className="muted">{t('prices.noModels')}</p>}
      {page.data && grid && (
        <>
          <section className="card">
            <SelectField
              label={t('prices.model')}
              value={String(grid.model.id)}
              onChange={(event) => {
                setNotice(null);
                setParams({ model: event.target.value }, { replace: true });
              }}
            >
              {page.data.models.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.published ? choice.name : t('prices.hidden', { name: choice.name })}
                </option>
              ))}
            </SelectField>
            {grid.keptPrices > 0 && (
              <p className="hint" data-testid="kept-prices">
                {t('prices.kept', { count: grid.keptPrices })}
              </p>
            )}
          </section>
          {notice?.kind === 'saved' && (
            <p role="status" className="success-banner">
              {notice.text}
            </p>
          )}
          {notice?.kind === 'stale' && (
            <p role="alert" className="error-banner">
              {notice.text}
              <br />
              {t('prices.reloaded')}
            </p>
          )}
          {/* The form starts again from the grid as it is after a save or a conflict. */}
          <PriceGridForm key={`${grid.model.id}:${grid.version}`} grid={grid} {...handlers} />
        </>
      )}
      {page.data && (
        <ExtrasPricesForm key={page.data.extras.version} prices={page.data.extras} {...handlers} />
      )}
    </>
  );
}
