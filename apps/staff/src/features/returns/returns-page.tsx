import { formatDate, formatPhone, type Locale } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SearchBox } from '../../components/search-box';
import { useReturnPlace } from './return-place';
import { useReturns } from './returns-queries';

export interface ReceivedState {
  received: number;
  unitState: 'available' | 'repair';
}

/** Devices due back (status 4) by return date; a search also finds active and paused subscriptions. */
export function ReturnsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [q, setQ] = useState('');
  const returns = useReturns(q);
  const where = useReturnPlace();
  const done = useLocation().state as ReceivedState | null;

  return (
    <>
      <h1>{t('returns.title')}</h1>
      {done?.received !== undefined && (
        <p role="status" className="success-banner">
          {t(`returns.received.${done.unitState}`, { id: done.received })}
        </p>
      )}
      <div className="card filters">
        <SearchBox
          id="returns-q"
          label={t('orders.search')}
          placeholder={t('orders.searchHint')}
          value={q}
          onSearch={setQ}
        />
      </div>
      <section className="card" aria-live="polite">
        {returns.isPending && <p className="muted">{t('loading')}</p>}
        {returns.error && <p className="error-banner">{returns.error.message}</p>}
        {returns.data && returns.data.length === 0 && (
          <p className="muted">{q.trim() ? t('returns.none') : t('returns.empty')}</p>
        )}
        {returns.data && returns.data.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">№</th>
                <th scope="col">{t('orders.client')}</th>
                <th scope="col">{t('orders.device')}</th>
                <th scope="col">{t('orders.where')}</th>
                <th scope="col">{t('returns.due')}</th>
              </tr>
            </thead>
            <tbody>
              {returns.data.map((r) => (
                <tr key={r.id}>
                  <td data-label="№">
                    <Link to={`/returns/${r.id}/`}>{r.id}</Link>
                  </td>
                  <td data-label={t('orders.client')}>
                    {r.clientName}
                    <br />
                    <span className="muted small">{formatPhone(r.phone)}</span>
                  </td>
                  <td data-label={t('orders.device')}>
                    {r.model}
                    {r.serial && <span className="muted small"> · {r.serial}</span>}
                  </td>
                  <td data-label={t('orders.where')}>
                    {r.booking
                      ? (r.booking.office ?? t('returns.bookedCourier', { address: r.booking.address ?? '' }))
                      : where(r)}
                  </td>
                  <td data-label={t('returns.due')}>
                    {r.booking
                      ? t('returns.booked', { date: formatDate(r.booking.date, locale) })
                      : (r.dueBack ?? r.returnDate)
                        ? formatDate(r.dueBack ?? r.returnDate ?? '', locale)
                        : t(`returns.status.${r.status}`)}
                    {r.overdue && <span className="field-error small"> · {t('returns.overdue')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
