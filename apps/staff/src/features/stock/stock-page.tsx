import { STOCK_LIST_LIMIT, staffMay } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../app/session';
import { AddUnitsForm } from './add-units-form';
import { StockFiltersCard } from './stock-filters';
import { type StockFilters, stockQuery, useRefreshStock, useStock } from './stock-queries';
import { StockTable } from './stock-table';

/**
 * Units by office, model and state, found by part of a serial or IMEI; the filters stay in the address,
 * so "back" from a unit returns to the same list. Managers add units here.
 */
export function StockPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const filters: StockFilters = {
    office: params.get('office') ?? '',
    model: params.get('model') ?? '',
    state: params.get('state') ?? '',
    q: params.get('q') ?? '',
  };
  const stock = useStock(filters);
  const refresh = useRefreshStock();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const manages = me !== undefined && staffMay(me.role, 'stock.manage');
  const change = (name: keyof StockFilters, value: string) =>
    setParams(stockQuery({ ...filters, [name]: value }), { replace: true });

  return (
    <>
      <div className="actions">
        <h1>{t('stock.title')}</h1>
        {manages && (
          <button
            type="button"
            className="button secondary"
            aria-expanded={adding}
            onClick={() => {
              setAdding(!adding);
              setAdded(null);
            }}
          >
            {adding ? t('stock.closeAdd') : t('stock.add')}
          </button>
        )}
      </div>
      {added !== null && (
        <p role="status" className="success-banner">
          {t('stock.added', { count: added })}
        </p>
      )}
      {manages && adding && stock.data && (
        <AddUnitsForm
          models={stock.data.models}
          offices={stock.data.offices.filter((office) => office.active)}
          initial={{ modelID: filters.model, officeID: filters.office }}
          onAdded={async (count) => {
            setAdded(count);
            setAdding(false);
            await refresh();
          }}
        />
      )}
      <StockFiltersCard filters={filters} choices={stock.data} onChange={change} />
      <section className="card" aria-live="polite">
        {stock.isPending && <p className="muted">{t('loading')}</p>}
        {stock.error && <p className="error-banner">{stock.error.message}</p>}
        {stock.data && stock.data.units.length === 0 && (
          <p className="muted">{manages ? t('stock.emptyManage') : t('stock.empty')}</p>
        )}
        {stock.data && stock.data.units.length > 0 && (
          <>
            <p className="muted small" data-testid="stock-count">
              {stock.data.more
                ? t('stock.more', { count: STOCK_LIST_LIMIT })
                : t('stock.count', { count: stock.data.units.length })}
            </p>
            <StockTable units={stock.data.units} />
          </>
        )}
      </section>
    </>
  );
}
