import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ClaimReport } from '../../features/claims/components/claim-report';
import { useSubscriptions } from '../../features/subscriptions/api/get-subscriptions';
import { NotFoundView } from '../errors/not-found-view';

/**
 * /subscriptions/{id}/claim/: reporting the device of one of the client's subscriptions broken, lost or
 * stolen (docs/decisions/059); an id that is not theirs is the 404 page.
 */
export function Component() {
  const { t } = useTranslation();
  const { subscription: param = '' } = useParams();
  const query = useSubscriptions();
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton height={560} radius="lg" />}
      label={t('claims.page.loading')}
      heading={<h1 className="visually-hidden">{t('claims.page.title')}</h1>}
    >
      {(subscriptions) => {
        const subscription = /^\d+$/.test(param)
          ? subscriptions.find((s) => s.id === Number(param))
          : undefined;
        if (!subscription) return <NotFoundView />;
        return <ClaimReport key={subscription.id} subscription={subscription} />;
      }}
    </QueryState>
  );
}
