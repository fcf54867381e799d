import { formatDate, formatMoney, type Locale } from '@ijara/contract';
import type { TStaffClientResponse } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { subscriptionStatus } from '../../lib/subscription-status';

export function ClientSubscriptions({ subscriptions }: Pick<TStaffClientResponse, 'subscriptions'>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const day = (value: string | null) => (value ? formatDate(value, locale) : '—');
  return (
    <section className="card" aria-labelledby="client-subscriptions">
      <h2 id="client-subscriptions">{t('clients.sections.subscriptions')}</h2>
      {subscriptions.length === 0 ? (
        <p className="muted">{t('clients.emptySubscriptions')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t('clients.model')}</th>
              <th scope="col">{t('clients.status')}</th>
              <th scope="col">{t('clients.period')}</th>
              <th scope="col">{t('clients.monthly')}</th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((s) => (
              <tr key={s.id}>
                <td data-label="№">{s.id}</td>
                <td data-label={t('clients.model')}>{s.model}</td>
                <td data-label={t('clients.status')}>{subscriptionStatus(t, s.status)}</td>
                <td data-label={t('clients.period')}>
                  {day(s.startDate)} – {day(s.endDate)}
                </td>
                <td data-label={t('clients.monthly')}>{formatMoney(s.monthlyTotal, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
