import { formatDate, formatMoney, type Locale } from '@ijara/contract';
import type { TStaffUnit } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { useUnitPlace } from './stock-table';
import { UnitStateText } from './unit-state-text';

export function UnitFacts({ unit }: { unit: TStaffUnit }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const place = useUnitPlace();
  return (
    <section className="card" aria-labelledby="unit-facts">
      <h2 id="unit-facts">{t('stock.facts')}</h2>
      <dl className="facts">
        <dt>{t('stock.serial')}</dt>
        <dd className="strong mono">{unit.serial}</dd>
        <dt>{t('stock.imei')}</dt>
        <dd className="mono">{unit.imei ?? t('stock.noImei')}</dd>
        <dt>{t('stock.model')}</dt>
        <dd>{unit.model.name}</dd>
        <dt>{t('stock.colour')}</dt>
        <dd>{unit.colour || '—'}</dd>
        <dt>{t('stock.where')}</dt>
        <dd>{place(unit)}</dd>
        <dt>{t('stock.state')}</dt>
        <dd>
          <UnitStateText state={unit.state} availableFrom={unit.availableFrom} />
          {unit.subscriptionID !== null && (
            <span className="muted small"> · {t('stock.forOrder', { id: unit.subscriptionID })}</span>
          )}
        </dd>
        {unit.retiredReason && (
          <>
            <dt>{t('stock.retiredReason')}</dt>
            <dd>{unit.retiredReason}</dd>
          </>
        )}
        <dt>{t('stock.purchasedOn')}</dt>
        <dd>{unit.purchasedOn ? formatDate(unit.purchasedOn, locale) : '—'}</dd>
        <dt>{t('stock.cost')}</dt>
        <dd>{unit.purchaseCost === null ? '—' : formatMoney(unit.purchaseCost, locale)}</dd>
        <dt>{t('stock.note')}</dt>
        <dd>{unit.note || '—'}</dd>
      </dl>
    </section>
  );
}
