import { formatDate, formatMoney, type TSubscription } from '@ijara/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/locale';
import { keyDates } from '../key-dates';
import styles from './subscription-card.module.css';
import { SubscriptionStatusBadge } from './subscription-status-badge';

interface SubscriptionCardProps {
  subscription: TSubscription;
  /** The device picture (the catalogue draws it). */
  media: ReactNode;
  /** The subscription's own page. */
  href: string;
}

/** One subscription in the list: the device, its status, what it costs a month and the dates that matter now. */
export function SubscriptionCard({ subscription, media, href }: SubscriptionCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const dates = keyDates(subscription);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>{media}</div>
      <div className={styles.main}>
        <div className={styles.head}>
          <SubscriptionStatusBadge status={subscription.status} />
          <span className={styles.number}>{t('subscriptions.number', { id: subscription.id })}</span>
        </div>
        <h2 id={titleId} className={styles.title}>
          <Link to={href} className={styles.link}>
            {subscription.model.name}
          </Link>
        </h2>
        <p className={styles.specs}>{subscription.model.specs}</p>
      </div>
      <div className={styles.details}>
        <p className={styles.price}>
          {t('subscriptions.perMonth', { amount: formatMoney(subscription.total, locale) })}
        </p>
        {dates.length > 0 && (
          <dl className={styles.dates}>
            {dates.map(({ key, date }) => (
              <div key={key}>
                <dt>{t(`subscriptions.dates.${key}`)}</dt>
                <dd>
                  <time dateTime={date}>{formatDate(date, locale)}</time>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <span className={styles.more} aria-hidden="true">
        <Icon name="chevron-right" size={20} />
      </span>
    </article>
  );
}
