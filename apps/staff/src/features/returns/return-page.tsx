import { formatDate, formatPhone, type Locale } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { ReturnForm } from './return-form';
import { useReturnPlace } from './return-place';
import { useReturn } from './returns-queries';

/** One return at the counter: the unit and the IMEI it must show, what went out with it, and the form. */
export function ReturnPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const id = Number(useParams().id);
  const found = useReturn(id);
  const where = useReturnPlace();
  if (found.isPending) return <p className="muted">{t('loading')}</p>;
  if (found.error) {
    return (
      <section className="card narrow">
        <p role="alert" className="error-banner">
          {found.error.message}
        </p>
        <Link to="/returns/">{t('returns.back')}</Link>
      </section>
    );
  }
  const r = found.data;
  return (
    <>
      <p>
        <Link to="/returns/">← {t('returns.back')}</Link>
      </p>
      <h1>{t('returns.one', { id: r.id })}</h1>
      <div className="two">
        <section className="card" aria-labelledby="unit-title">
          <h2 id="unit-title">{t('returns.unit')}</h2>
          <dl className="facts">
            <dt>{t('orders.device')}</dt>
            <dd className="strong">{r.model}</dd>
            <dt>{t('returns.serial')}</dt>
            <dd className="strong">{r.serial ?? '—'}</dd>
            <dt>{t('returns.expectedImei')}</dt>
            <dd className="strong">{r.imei ?? t('returns.noImei')}</dd>
            <dt>{t('returns.state')}</dt>
            <dd>{t(`returns.status.${r.status}`)}</dd>
            <dt>{t('returns.due')}</dt>
            <dd>{r.returnDate ? formatDate(r.returnDate, locale) : '—'}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="client-title">
          <h2 id="client-title">{t('orders.client')}</h2>
          <dl className="facts">
            <dt>{t('orders.fullName')}</dt>
            <dd>{r.clientName}</dd>
            <dt>{t('orders.phone')}</dt>
            <dd>{formatPhone(r.phone)}</dd>
            <dt>{t('orders.where')}</dt>
            <dd>{where(r)}</dd>
            <dt>{t('returns.handedOver')}</dt>
            <dd>
              {r.handover
                ? `${formatDateTime(r.handover.at, locale)} · ${r.handover.accessories.join(', ') || '—'}`
                : '—'}
              {r.handover?.note && <span className="muted small"> · {r.handover.note}</span>}
            </dd>
          </dl>
        </section>
      </div>
      <ReturnForm found={r} />
    </>
  );
}
