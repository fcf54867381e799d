import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { findGadget } from '../../features/catalog/catalog-lookup';
import { GadgetDetails } from '../../features/catalog/components/gadget-details';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import { NotFoundView } from '../errors/not-found-view';
import styles from './catalog-gadget.module.css';

function GadgetSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={360} radius="lg" />
      <div className={styles.lines}>
        <Skeleton height={40} width="70%" />
        <Skeleton height={16} />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={52} radius="lg" />
      </div>
    </div>
  );
}

/** /catalog/{category}/{gadget}/: the device page; an unknown pair is a 404. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { category = '', gadget = '' } = useParams();
  const client = useSession((s) => s.client);
  const currentCity = useSession((s) => s.currentCity);
  const query = useCatalog();
  return (
    <QueryState query={query} skeleton={<GadgetSkeleton />} label={t('catalog.loading')}>
      {(catalog) => {
        const found = findGadget(catalog, category, gadget);
        if (!found) return <NotFoundView />;
        return (
          <GadgetDetails
            catalog={catalog}
            category={found.category}
            gadget={found.gadget}
            locale={locale}
            signedIn={Boolean(client)}
            preferredCity={client?.city ?? currentCity}
          />
        );
      }}
    </QueryState>
  );
}
