import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { gadgetsOf } from '../../features/catalog/catalog-lookup';
import { CatalogSkeleton } from '../../features/catalog/components/catalog-skeleton';
import { CategorySection } from '../../features/catalog/components/category-section';
import { CategoryTabs } from '../../features/catalog/components/category-tabs';
import { useLocale } from '../../lib/locale';
import { useMinimumLoading } from '../../lib/use-minimum-loading';

/** /catalog/: every category with its devices and their "from" prices. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCatalog();
  const loading = useMinimumLoading(query.isPending);
  const catalog = query.data;
  const sections = catalog
    ? catalog.category
        .map((category) => ({ category, gadgets: gadgetsOf(catalog, category) }))
        .filter((s) => s.gadgets.length > 0)
    : [];

  return (
    <div aria-busy={loading}>
      <PageHeader title={t('catalog.title')} lead={t('catalog.lead')} />
      {loading || !catalog ? (
        query.isError ? (
          <ErrorState
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <CatalogSkeleton />
        )
      ) : sections.length === 0 ? (
        <EmptyState
          icon="box"
          title={t('catalog.emptyTitle')}
          text={t('catalog.emptyText')}
          action={<ButtonLink to={buildPath('faq', {}, locale)}>{t('catalog.emptyAction')}</ButtonLink>}
        />
      ) : (
        <>
          <CategoryTabs categories={sections.map((s) => s.category)} locale={locale} />
          {sections.map(({ category, gadgets }) => (
            <CategorySection key={category.id} category={category} gadgets={gadgets} locale={locale} />
          ))}
        </>
      )}
    </div>
  );
}
