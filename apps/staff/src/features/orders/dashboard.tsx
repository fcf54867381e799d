import { formatMoney, type Locale } from '@ijara/contract';
import type { TStaffDashboardResponse } from '@ijara/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffApi } from '../../lib/staff-api';
import { QUEUE_REFRESH_MS } from './orders-queries';

/** What waits at the person's offices; each count leads to its list. Refreshed with the queue. */
export function Dashboard({ onOffice }: { onOffice: (officeId: string) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const board = useQuery({
    queryKey: ['staff', 'dashboard', i18n.language],
    queryFn: () => staffApi<TStaffDashboardResponse>('orders/dashboard/'),
    refetchInterval: QUEUE_REFRESH_MS,
  });
  if (!board.data) return null;
  const { pickups, deliveriesToSchedule, deliveriesToday, returns, overdueReturns, failedPayments } =
    board.data;
  return (
    <section className="card" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('dashboard.title')}</h2>
      <ul className="tiles">
        {pickups.map((p) => (
          <li key={p.officeID}>
            <button type="button" className="tile" onClick={() => onOffice(String(p.officeID))}>
              <strong>{p.count}</strong> {t('dashboard.pickups', { office: p.office })}
            </button>
          </li>
        ))}
        <li className="tile">
          <strong>{deliveriesToSchedule}</strong> {t('dashboard.toSchedule')}
        </li>
        <li className="tile">
          <strong>{deliveriesToday}</strong> {t('dashboard.deliveriesToday')}
        </li>
        <li>
          <Link className="tile" to="/returns/">
            <strong>{returns}</strong> {t('dashboard.returns')}
          </Link>
        </li>
        <li>
          <Link className="tile" to="/returns/">
            <strong>{overdueReturns}</strong> {t('dashboard.overdueReturns')}
          </Link>
        </li>
        <li className="tile">
          <strong>{failedPayments.length}</strong> {t('dashboard.failed')}
        </li>
      </ul>
      {failedPayments.length > 0 && (
        <ul className="plain-list">
          {failedPayments.map((f) => (
            <li key={f.paymentID}>
              <Link to={`/clients/${f.clientID}/`}>{f.clientName || f.phone}</Link> ·{' '}
              {t('dashboard.failedRow', { amount: formatMoney(f.amount, locale), id: f.subscriptionID })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
