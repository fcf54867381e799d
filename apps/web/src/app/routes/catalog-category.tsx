import { buildPath, type TCatalog, type TCategory } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { categoryIcon, findCategory, gadgetsOf } from '../../features/catalog/catalog-lookup';
import { applyCatalogQuery, isFiltered } from '../../features/catalog/catalog-query';
import { CatalogSkeleton } from '../../features/catalog/components/catalog-skeleton';
import { CatalogToolbar } from '../../features/catalog/components/catalog-toolbar';
import { CategoryTabs } from '../../features/catalog/components/category-tabs';
import { GadgetCards } from '../../features/catalog/components/gadget-cards';
import { GadgetResults } from '../../features/catalog/components/gadget-results';
import { useCatalogQuery } from '../../features/catalog/use-catalog-query';
import { usePriceCity } from '../../features/catalog/use-price-city';
import { useLocale } from '../../lib/locale';
import { NotFoundView } from '../errors/not-found-view';

/** /catalog/{category}/: one category's devices; an unknown category is a 404. */
export function Component() {
  const { t } = useTranslation();
  const { category: slug = '' } = useParams();
  const query = useCatalog();
  return (
    <QueryState query={query} skeleton={<CatalogSkeleton />} label={t('catalog.loading')}>
      {(catalog) => {
        const category = findCategory(catalog, slug);
        return category ? <CategoryPage catalog={catalog} category={category} /> : <NotFoundView />;
      }}
    </QueryState>
  );
}

function CategoryPage({ catalog, category }: { catalog: TCatalog; category: TCategory }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gadgets = gadgetsOf(catalog, category);
  const [search, setSearch] = useCatalogQuery();
  const { city, choice } = usePriceCity(catalog);
  return (
    <div>
      <PageHeader title={category.name} lead={t('catalog.devicesCount', { count: gadgets.length })} />
      <CategoryTabs categories={catalog.category} current={category.slug} locale={locale} />
      {gadgets.length > 0 && <CatalogToolbar query={search} onChange={setSearch} city={choice} />}
      {gadgets.length > 0 && isFiltered(search) ? (
        <GadgetResults
          catalog={catalog}
          gadgets={applyCatalogQuery(gadgets, search, city?.id)}
          q={search.q}
          locale={locale}
          cityId={city?.id}
          onReset={() => setSearch({ q: '' })}
        />
      ) : gadgets.length === 0 ? (
        <EmptyState
          icon={categoryIcon(category)}
          title={t('catalog.categoryEmptyTitle')}
          text={t('catalog.categoryEmptyText')}
          action={<ButtonLink to={buildPath('catalog', {}, locale)}>{t('catalog.allDevices')}</ButtonLink>}
        />
      ) : (
        <GadgetCards
          items={gadgets.map((gadget) => ({ gadget, category }))}
          locale={locale}
          cityId={city?.id}
          headingLevel={2}
          first
        />
      )}
    </div>
  );
}
