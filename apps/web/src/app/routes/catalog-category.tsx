import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { categoryIcon, findCategory, gadgetsOf } from '../../features/catalog/catalog-lookup';
import { CatalogSkeleton } from '../../features/catalog/components/catalog-skeleton';
import { CategoryTabs } from '../../features/catalog/components/category-tabs';
import { GadgetCard } from '../../features/catalog/components/gadget-card';
import { GadgetGrid, GadgetGridItem } from '../../features/catalog/components/gadget-grid';
import { useLocale } from '../../lib/locale';
import { useMinimumLoading } from '../../lib/use-minimum-loading';
import { NotFoundView } from '../errors/not-found-view';

/** /catalog/{category}/: one category's devices; an unknown category is a 404. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { category: slug = '' } = useParams();
  const query = useCatalog();
  const loading = useMinimumLoading(query.isPending);
  const catalog = query.data;
  const category = catalog && findCategory(catalog, slug);
  if (catalog && !category) return <NotFoundView />;

  if (loading || !catalog || !category) {
    return (
      <div aria-busy={loading}>
        {query.isError ? (
          <ErrorState
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <CatalogSkeleton />
        )}
      </div>
    );
  }
  const gadgets = gadgetsOf(catalog, category);
  return (
    <div>
      <PageHeader title={category.name} lead={t('catalog.devicesCount', { count: gadgets.length })} />
      <CategoryTabs categories={catalog.category} current={category.slug} locale={locale} />
      {gadgets.length === 0 ? (
        <EmptyState
          icon={categoryIcon(category)}
          title={t('catalog.categoryEmptyTitle')}
          text={t('catalog.categoryEmptyText')}
          action={<ButtonLink to={buildPath('catalog', {}, locale)}>{t('catalog.allDevices')}</ButtonLink>}
        />
      ) : (
        <GadgetGrid>
          {gadgets.map((gadget) => (
            <GadgetGridItem key={gadget.id}>
              <GadgetCard
                gadget={gadget}
                href={buildPath('catalogGadget', { category: category.slug, gadget: gadget.slug }, locale)}
                icon={categoryIcon(category)}
                locale={locale}
                headingLevel={2}
              />
            </GadgetGridItem>
          ))}
        </GadgetGrid>
      )}
    </div>
  );
}
