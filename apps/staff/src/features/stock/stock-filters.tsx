import { type TStaffStockResponse, UNIT_STATES } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';
import type { StockFilters } from './stock-queries';

interface Props {
  filters: StockFilters;
  choices: Pick<TStaffStockResponse, 'models' | 'offices'> | undefined;
  onChange: (name: keyof StockFilters, value: string) => void;
}

/** Office, model and state to narrow the list, and part of a serial or IMEI to find one unit. */
export function StockFiltersCard({ filters, choices, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <div className="row-fields">
        <div className="field">
          <label htmlFor="stock-office">{t('stock.office')}</label>
          <select
            id="stock-office"
            value={filters.office}
            onChange={(e) => onChange('office', e.target.value)}
          >
            <option value="">{t('stock.allOffices')}</option>
            {choices?.offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name} · {office.city}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="stock-model">{t('stock.model')}</label>
          <select id="stock-model" value={filters.model} onChange={(e) => onChange('model', e.target.value)}>
            <option value="">{t('stock.allModels')}</option>
            {choices?.models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="stock-state">{t('stock.state')}</label>
          <select id="stock-state" value={filters.state} onChange={(e) => onChange('state', e.target.value)}>
            <option value="">{t('stock.allStates')}</option>
            {UNIT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`stock.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SearchBox
        id="stock-q"
        label={t('stock.search')}
        placeholder={t('stock.searchHint')}
        value={filters.q}
        onSearch={(q) => onChange('q', q)}
      />
    </div>
  );
}
