import { formatDate, type Locale } from '@ijara/contract';
import { staffMay } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../app/session';
import { formatDateTime } from '../../lib/format';
import { subscriptionStatus } from '../../lib/subscription-status';
import { AuditTable } from '../audit/audit-table';
import type { UnitPageData } from './stock-queries';

function UnitOrders({ subscriptions }: Pick<UnitPageData, 'subscriptions'>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const me = useMe().data;
  const linksClients = me !== undefined && staffMay(me.role, 'clients.read');
  const day = (value: string | null) => (value ? formatDate(value, locale) : '…');
  return (
    <section className="card" aria-labelledby="unit-orders">
      <h2 id="unit-orders">{t('stock.history.orders')}</h2>
      {subscriptions.length === 0 ? (
        <p className="muted">{t('stock.history.noOrders')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t('stock.history.client')}</th>
              <th scope="col">{t('stock.history.period')}</th>
              <th scope="col">{t('stock.history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((s) => (
              <tr key={s.id}>
                <td data-label="№">{s.id}</td>
                <td data-label={t('stock.history.client')}>
                  {linksClients ? <Link to={`/clients/${s.clientID}/`}>{s.clientName}</Link> : s.clientName}
                </td>
                <td data-label={t('stock.history.period')}>
                  {day(s.from)} – {day(s.to)}
                </td>
                <td data-label={t('stock.history.status')}>{subscriptionStatus(t, s.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function UnitConditions({ conditions }: Pick<UnitPageData, 'conditions'>) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card" aria-labelledby="unit-conditions">
      <h2 id="unit-conditions">{t('stock.history.conditions')}</h2>
      {conditions.length === 0 ? (
        <p className="muted">{t('stock.history.noConditions')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('stock.history.kind')}</th>
              <th scope="col">{t('stock.history.when')}</th>
              <th scope="col">{t('stock.history.by')}</th>
              <th scope="col">{t('stock.history.inTheBox')}</th>
              <th scope="col">{t('stock.note')}</th>
            </tr>
          </thead>
          <tbody>
            {conditions.map((record) => (
              <tr key={record.id}>
                <td data-label={t('stock.history.kind')}>
                  {t(`stock.history.kinds.${record.kind}`)} ·{' '}
                  {t('stock.forOrder', { id: record.subscriptionID })}
                  {record.outcome && <strong> · {t(`stock.history.outcomes.${record.outcome}`)}</strong>}
                </td>
                <td data-label={t('stock.history.when')}>{formatDateTime(record.at, i18n.language)}</td>
                <td data-label={t('stock.history.by')}>{record.staffName ?? '—'}</td>
                <td data-label={t('stock.history.inTheBox')}>{record.accessories.join(', ') || '—'}</td>
                <td data-label={t('stock.note')}>{record.note || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Who had the unit, what it looked like at each hand-over and return, and every recorded change. */
export function UnitHistory({ page }: { page: UnitPageData }) {
  const { t } = useTranslation();
  return (
    <>
      <UnitOrders subscriptions={page.subscriptions} />
      <UnitConditions conditions={page.conditions} />
      <section className="card" aria-labelledby="unit-audit">
        <h2 id="unit-audit">{t('stock.history.audit')}</h2>
        {page.audit.length === 0 ? (
          <p className="muted">{t('stock.history.noAudit')}</p>
        ) : (
          <AuditTable entries={page.audit} />
        )}
      </section>
    </>
  );
}
