import { formatPhone } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SearchBox } from '../../components/search-box';
import { formatDateTime } from '../../lib/format';
import { useOffices } from '../people/offices';
import { Dashboard } from './dashboard';
import { useOrders } from './orders-queries';

/** Orders waiting for the hand-over, by office and date; searchable by phone, name or number. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const [office, setOffice] = useState('');
  const [q, setQ] = useState('');
  const orders = useOrders(office, q);
  const offices = useOffices();
  const done = (useLocation().state as { handedOver?: number } | null)?.handedOver;

  return (
    <>
      <h1>{t('orders.title')}</h1>
      {done !== undefined && (
        <p role="status" className="success-banner">
          {t('orders.handedOver', { id: done })}
        </p>
      )}
      <Dashboard onOffice={setOffice} />
      <div className="card filters">
        <div className="field">
          <label htmlFor="orders-office">{t('orders.office')}</label>
          <select id="orders-office" value={office} onChange={(event) => setOffice(event.target.value)}>
            <option value="">{t('orders.allOffices')}</option>
            {offices.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} · {o.city}
              </option>
            ))}
          </select>
        </div>
        <SearchBox
          id="orders-q"
          label={t('orders.search')}
          placeholder={t('orders.searchHint')}
          value={q}
          onSearch={setQ}
        />
      </div>
      <section className="card" aria-live="polite">
        {orders.isPending && <p className="muted">{t('loading')}</p>}
        {orders.error && <p className="error-banner">{orders.error.message}</p>}
        {orders.data && (
          <p className="muted small" data-testid="orders-count">
            {t('orders.count', { count: orders.data.length })}
          </p>
        )}
        {orders.data && orders.data.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">№</th>
                <th scope="col">{t('orders.client')}</th>
                <th scope="col">{t('orders.device')}</th>
                <th scope="col">{t('orders.where')}</th>
                <th scope="col">{t('orders.payment')}</th>
                <th scope="col">{t('orders.placed')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <td data-label="№">
                    <Link to={`/orders/${order.id}/`}>{order.id}</Link>
                  </td>
                  <td data-label={t('orders.client')}>
                    {order.clientName}
                    <br />
                    <span className="muted small">{formatPhone(order.phone)}</span>
                  </td>
                  <td data-label={t('orders.device')}>
                    {order.model} · {t('orders.months', { count: order.term })}
                    {order.insurance && <span className="muted small"> · {t('orders.insured')}</span>}
                  </td>
                  <td data-label={t('orders.where')}>
                    {order.delivery === 'pickup'
                      ? order.office
                      : `${t('orders.delivery')}: ${order.address ?? order.city}`}
                  </td>
                  <td data-label={t('orders.payment')}>{t(`orders.paid.${order.payment ?? 'none'}`)}</td>
                  <td data-label={t('orders.placed')}>{formatDateTime(order.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
