import { buildPath, type TModelStock, type TSubscriptionDraft } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { findGadget } from '../../features/catalog/catalog-lookup';
import { GadgetDetails } from '../../features/catalog/components/gadget-details';
import { useDeliveryFees } from '../../features/checkout/api/get-delivery-fees';
import { useStock } from '../../features/checkout/api/get-stock';
import { saveDraft, useSavedDraft } from '../../features/checkout/draft';
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

const stockOf = (stock: TModelStock[] | undefined, modelId: number, cityId: number) =>
  stock?.find((s) => s.modelID === modelId && s.cityID === cityId);
const stockLookup = (stock: TModelStock[] | undefined) => (modelId: number, cityId: number) =>
  stockOf(stock, modelId, cityId)?.level;
const arrivalLookup = (stock: TModelStock[] | undefined) => (modelId: number, cityId: number) =>
  stockOf(stock, modelId, cityId)?.availableFrom;

/**
 * /catalog/{category}/{gadget}/: the device page; an unknown pair is a 404. The button keeps the draft
 * in the session and opens /checkout/, or sign-in first (the landing after it opens /checkout/).
 */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { category = '', gadget = '' } = useParams();
  const client = useSession((s) => s.client);
  const currentCity = useSession((s) => s.currentCity);
  const saved = useSavedDraft();
  // The subscription page's "newer model" link (docs/decisions/056): the order replaces that subscription.
  const replaces = useSession((s) => s.replaces);
  const query = useCatalog();
  const stock = useStock().data;
  const deliveryFees = useDeliveryFees().data;
  return (
    <QueryState query={query} skeleton={<GadgetSkeleton />} label={t('catalog.loading')}>
      {(catalog) => {
        const found = findGadget(catalog, category, gadget);
        if (!found) return <NotFoundView />;
        const subscribe = (draft: TSubscriptionDraft) => {
          saveDraft(replaces === null ? draft : { ...draft, replaces }, found.gadget.slug);
          navigate(buildPath(client ? 'checkout' : 'home', {}, locale));
        };
        const initial = saved && found.gadget.models.some((m) => m.id === saved.model) ? saved : undefined;
        return (
          <GadgetDetails
            // The choices start from the saved draft once it has been checked: a new start then.
            key={initial ? 'saved' : 'new'}
            catalog={catalog}
            category={found.category}
            gadget={found.gadget}
            locale={locale}
            signedIn={Boolean(client)}
            preferredCity={client?.city ?? currentCity}
            initial={initial}
            stockLevel={stockLookup(stock)}
            availableFrom={arrivalLookup(stock)}
            deliveryFees={deliveryFees}
            onSubscribe={subscribe}
          />
        );
      }}
    </QueryState>
  );
}
