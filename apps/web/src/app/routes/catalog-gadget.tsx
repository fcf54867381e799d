import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { findGadget } from '../../features/catalog/catalog-lookup';
import { GadgetDetails } from '../../features/catalog/components/gadget-details';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import { useMinimumLoading } from '../../lib/use-minimum-loading';
import { NotFoundView } from '../errors/not-found-view';
import styles from './catalog-gadget.module.css';

/** /catalog/{category}/{gadget}/: the device page; an unknown pair is a 404. */
export function Component() {
  const locale = useLocale();
  const { category = '', gadget = '' } = useParams();
  const query = useCatalog();
  const loading = useMinimumLoading(query.isPending);
  const client = useSession((s) => s.client);
  const currentCity = useSession((s) => s.currentCity);
  const found = query.data && findGadget(query.data, category, gadget);
  if (query.data && !found) return <NotFoundView />;

  if (loading || !query.data || !found) {
    return (
      <div aria-busy={loading}>
        {query.isError ? (
          <ErrorState
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div className={styles.skeleton} aria-hidden="true">
            <Skeleton height={360} radius="lg" />
            <div className={styles.lines}>
              <Skeleton height={40} width="70%" />
              <Skeleton height={16} />
              <Skeleton height={120} radius="lg" />
              <Skeleton height={52} radius="lg" />
            </div>
          </div>
        )}
      </div>
    );
  }
  return (
    <GadgetDetails
      catalog={query.data}
      category={found.category}
      gadget={found.gadget}
      locale={locale}
      signedIn={Boolean(client)}
      preferredCity={client?.city ?? currentCity}
    />
  );
}
