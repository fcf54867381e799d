import { buildPath, type TCatalog } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { gadgetsOf } from '../../features/catalog/catalog-lookup';
import { applyCatalogQuery, isFiltered } from '../../features/catalog/catalog-query';
import { CatalogSkeleton } from '../../features/catalog/components/catalog-skeleton';
import { CatalogToolbar } from '../../features/catalog/components/catalog-toolbar';
import { CategorySection } from '../../features/catalog/components/category-section';
import { CategoryTabs } from '../../features/catalog/components/category-tabs';
import { GadgetResults } from '../../features/catalog/components/gadget-results';
import { useCatalogQuery } from '../../features/catalog/use-catalog-query';
import { usePriceCity } from '../../features/catalog/use-price-city';
import { useLocale } from '../../lib/locale';

/**
 * /catalog/: every category with its devices and their "from" prices; with a search or a sort in the URL,
 * one list of the devices found.
 */
export function Component() {
  const { t } = useTranslation();
  const query = useCatalog();
  return (
    <div>
      <PageHeader title={t('catalog.title')} lead={t('catalog.lead')} />
      <QueryState query={query} skeleton={<CatalogSkeleton />} label={t('catalog.loading')}>
        {(catalog) => <CatalogContent catalog={catalog} />}
      </QueryState>
    </div>
  );
}

function CatalogContent({ catalog }: { catalog: TCatalog }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useCatalogQuery();
  const { city, choice } = usePriceCity(catalog);
  const sections = catalog.category
    .map((category) => ({ category, gadgets: gadgetsOf(catalog, category) }))
    .filter((s) => s.gadgets.length > 0);
  if (sections.length === 0) {
    return (
      <EmptyState
        icon="box"
        title={t('catalog.emptyTitle')}
        text={t('catalog.emptyText')}
        action={<ButtonLink to={buildPath('faq', {}, locale)}>{t('catalog.emptyAction')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <CategoryTabs categories={sections.map((s) => s.category)} locale={locale} />
      <CatalogToolbar query={search} onChange={setSearch} city={choice} />
      {isFiltered(search) ? (
        <GadgetResults
          catalog={catalog}
          gadgets={applyCatalogQuery(
            sections.flatMap((s) => s.gadgets),
            search,
            city?.id,
          )}
          q={search.q}
          locale={locale}
          cityId={city?.id}
          onReset={() => setSearch({ q: '' })}
        />
      ) : (
        sections.map(({ category, gadgets }, index) => (
          <CategorySection
            key={category.id}
            category={category}
            gadgets={gadgets}
            locale={locale}
            cityId={city?.id}
            first={index === 0}
          />
        ))
      )}
    </>
  );
}
