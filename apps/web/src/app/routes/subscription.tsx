import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { usePayments } from '../../features/payments/api/get-payments';
import { SubscriptionPayments } from '../../features/payments/components/subscription-payments';
import { refundable } from '../../features/payments/refundable';
import { useSubscriptions } from '../../features/subscriptions/api/get-subscriptions';
import { SubscriptionDetail } from '../../features/subscriptions/components/subscription-detail';
import { NotFoundView } from '../errors/not-found-view';
import styles from './subscription.module.css';
import { useSubscriptionMedia } from './subscription-media';

function DetailSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton height={220} radius="lg" />
      <Skeleton height={360} radius="lg" />
    </div>
  );
}

/**
 * /subscriptions/{id}/: one subscription of the client, read from the list the api gives them; an id
 * that is not theirs (or no number at all) is the 404 page.
 */
export function Component() {
  const { t } = useTranslation();
  const { subscription: param = '' } = useParams();
  const query = useSubscriptions();
  const media = useSubscriptionMedia();
  // The same query the payments section reads: the dialog of an order's cancellation states the refund.
  const payments = usePayments();
  return (
    <QueryState
      query={query}
      skeleton={<DetailSkeleton />}
      label={t('subscriptions.detailLoading')}
      heading={<h1 className="visually-hidden">{t('pages.subscription.title')}</h1>}
    >
      {(subscriptions) => {
        const subscription = /^\d+$/.test(param)
          ? subscriptions.find((s) => s.id === Number(param))
          : undefined;
        if (!subscription) return <NotFoundView />;
        return (
          <SubscriptionDetail
            key={subscription.id}
            subscription={subscription}
            media={media(subscription)}
            payments={<SubscriptionPayments subscriptionId={subscription.id} />}
            paid={payments.data ? refundable(payments.data, subscription.id) : null}
          />
        );
      }}
    </QueryState>
  );
}
