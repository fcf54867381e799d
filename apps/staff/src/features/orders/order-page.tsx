import { formatDate, formatMoney, formatPhone, type Locale } from '@ijara/contract';
import { staffMay } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../app/session';
import { CancelOrderForm } from './cancel-order-form';
import { DeliveryForm } from './delivery-form';
import { HandoverForm } from './handover-form';
import { useOrder } from './orders-queries';

/** One order at the counter: who to check against the ID, what goes in the box, what was paid. */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const id = Number(useParams().id);
  const order = useOrder(id);
  const me = useMe().data;
  if (order.isPending) return <p className="muted">{t('loading')}</p>;
  if (order.error) {
    return (
      <section className="card narrow">
        <p role="alert" className="error-banner">
          {order.error.message}
        </p>
        <Link to="/">{t('orders.back')}</Link>
      </section>
    );
  }
  const o = order.data;
  const fullName = [o.client.lastName, o.client.firstName, o.client.patronymic].filter(Boolean).join(' ');
  return (
    <>
      <p>
        <Link to="/">← {t('orders.back')}</Link>
      </p>
      <h1>{t('orders.order', { id: o.id })}</h1>
      {o.replaces && (
        <p role="note" className="strong">
          {t('orders.replaces', {
            id: o.replaces.id,
            serial: o.replaces.serial ? t('orders.replacesSerial', { serial: o.replaces.serial }) : '',
          })}
        </p>
      )}
      <div className="two">
        <section className="card" aria-labelledby="client-title">
          <h2 id="client-title">{t('orders.checkId')}</h2>
          <dl className="facts">
            <dt>{t('orders.fullName')}</dt>
            <dd className="strong">{fullName}</dd>
            <dt>{t('orders.birthdate')}</dt>
            <dd className="strong">{o.client.birthdate ? formatDate(o.client.birthdate, locale) : '—'}</dd>
            <dt>{t('orders.phone')}</dt>
            <dd>{formatPhone(o.phone)}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="box-title">
          <h2 id="box-title">{t('orders.inTheBox')}</h2>
          <dl className="facts">
            <dt>{t('orders.device')}</dt>
            <dd className="strong">{o.model}</dd>
            <dt>{t('orders.term')}</dt>
            <dd>{t('orders.months', { count: o.term })}</dd>
            <dt>{t('orders.insurance')}</dt>
            <dd>{o.insurance ? t('orders.yes') : t('orders.no')}</dd>
            <dt>{t('orders.extras')}</dt>
            <dd>{o.extras.length ? o.extras.map((e) => e.name).join(', ') : '—'}</dd>
            <dt>{t('orders.where')}</dt>
            <dd>{o.delivery === 'pickup' ? o.office : `${t('orders.delivery')}: ${o.address ?? o.city}`}</dd>
            {o.readyOn && (
              <>
                <dt>{t('orders.readyOn')}</dt>
                <dd className="strong">
                  {formatDate(o.readyOn, locale)} · {t('orders.readyOnNote')}
                </dd>
              </>
            )}
            <dt>{t('orders.paidAtCheckout')}</dt>
            <dd>
              {formatMoney(o.firstPayment, locale)} · {t(`orders.paid.${o.payment ?? 'none'}`)}
            </dd>
            <dt>{t('orders.monthly')}</dt>
            <dd>{formatMoney(o.monthlyTotal, locale)}</dd>
          </dl>
        </section>
      </div>
      {o.payment === 'success' || o.payment === null ? (
        <HandoverForm order={o} />
      ) : (
        <p role="alert" className="error-banner">
          {t('orders.notPaid')}
        </p>
      )}
      {o.delivery === 'delivery' && <DeliveryForm order={o} />}
      {me && staffMay(me.role, 'orders.cancel') && <CancelOrderForm order={o} />}
    </>
  );
}
