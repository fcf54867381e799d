import { buildPath, type TSubscription } from '@ijara/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/locale';
import { useSubscriptions } from '../api/get-subscriptions';
import { sortSubscriptions } from '../subscription-state';
import { SubscriptionCard } from './subscription-card';
import styles from './subscriptions-list.module.css';

const CARD_SKELETON_HEIGHT = 196;

interface SubscriptionsListProps {
  /** The device picture of a subscription (the page draws it from the catalogue). */
  media: (subscription: TSubscription) => ReactNode;
}

/** /subscriptions/: one card per subscription, running ones first; before the first, the way to the catalogue. */
export function SubscriptionsList({ media }: SubscriptionsListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useSubscriptions();
  const skeleton = (
    <div className={styles.list}>
      <Skeleton height={CARD_SKELETON_HEIGHT} radius="lg" />
      <Skeleton height={CARD_SKELETON_HEIGHT} radius="lg" />
    </div>
  );
  return (
    <div
      className={styles.area}
      style={{ '--card-skeleton-height': `${CARD_SKELETON_HEIGHT}px` } as CSSProperties}
    >
      <QueryState query={query} skeleton={skeleton} label={t('subscriptions.loading')}>
        {(subscriptions) =>
          subscriptions.length === 0 ? (
            <EmptyState
              icon="box"
              title={t('pages.subscriptions.emptyTitle')}
              text={t('pages.subscriptions.emptyText')}
              action={
                <ButtonLink to={buildPath('catalog', {}, locale)} variant="primary" size="lg">
                  {t('pages.subscriptions.emptyAction')}
                </ButtonLink>
              }
            />
          ) : (
            <ul className={styles.list} aria-label={t('subscriptions.listLabel')}>
              {sortSubscriptions(subscriptions).map((subscription) => (
                <li key={subscription.id}>
                  <SubscriptionCard
                    subscription={subscription}
                    media={media(subscription)}
                    href={buildPath('subscription', { subscription: String(subscription.id) }, locale)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
