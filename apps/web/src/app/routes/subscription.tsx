import { SUBSCRIPTION_STATUS, type TSubscription } from '@ijara/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useClaims } from '../../features/claims/api/get-claims';
import { ClaimSection, claimSectionShown } from '../../features/claims/components/claim-section';
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
 * Damage, loss or theft (docs/decisions/059): the subscription's claims and the way to report one, once
 * the claims are known (a failed answer leaves only the way to report); null when there is nothing to
 * show. An order still waiting for its hand-over, or cancelled before it, has none.
 */
function useClaimsBlock(subscription: TSubscription): ReactNode {
  const asked =
    subscription.status !== SUBSCRIPTION_STATUS.created &&
    subscription.status !== SUBSCRIPTION_STATUS.cancelled;
  const claims = useClaims(subscription.id, asked);
  const [notice, setNotice] = useState<string | null>(null);
  if (!asked || claims.isPending || !claimSectionShown(subscription, claims.data)) return null;
  return (
    <>
      {notice && <Alert tone="success">{notice}</Alert>}
      <ClaimSection subscription={subscription} claims={claims.data ?? []} onPaid={setNotice} />
    </>
  );
}

/** One subscription's page, with what the payments and claims features draw for it. */
function SubscriptionPage({
  subscription,
  media,
  paid,
}: {
  subscription: TSubscription;
  media: ReactNode;
  paid: number | null;
}) {
  return (
    <SubscriptionDetail
      subscription={subscription}
      media={media}
      payments={<SubscriptionPayments subscriptionId={subscription.id} />}
      paid={paid}
      claims={useClaimsBlock(subscription)}
    />
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
          <SubscriptionPage
            key={subscription.id}
            subscription={subscription}
            media={media(subscription)}
            paid={payments.data ? refundable(payments.data, subscription.id) : null}
          />
        );
      }}
    </QueryState>
  );
}
