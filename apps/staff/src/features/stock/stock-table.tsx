import type { TStaffUnit } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnitStateText } from './unit-state-text';

/** Where a unit is: its office, or its city's warehouse. */
export function useUnitPlace(): (unit: TStaffUnit) => string {
  const { t } = useTranslation();
  return (unit) =>
    unit.office ? `${unit.office.name} · ${unit.city}` : `${t('stock.warehouse')} · ${unit.city}`;
}

export function StockTable({ units }: { units: TStaffUnit[] }) {
  const { t } = useTranslation();
  const place = useUnitPlace();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('stock.serial')}</th>
          <th scope="col">{t('stock.imei')}</th>
          <th scope="col">{t('stock.model')}</th>
          <th scope="col">{t('stock.where')}</th>
          <th scope="col">{t('stock.state')}</th>
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => (
          <tr key={unit.id}>
            <td data-label={t('stock.serial')}>
              <Link to={`/stock/${unit.id}/`} className="mono">
                {unit.serial}
              </Link>
            </td>
            <td data-label={t('stock.imei')}>
              <span className="mono">{unit.imei ?? '—'}</span>
            </td>
            <td data-label={t('stock.model')}>
              {unit.model.name}
              {unit.colour && <span className="muted small"> · {unit.colour}</span>}
            </td>
            <td data-label={t('stock.where')}>{place(unit)}</td>
            <td data-label={t('stock.state')}>
              <UnitStateText state={unit.state} availableFrom={unit.availableFrom} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
