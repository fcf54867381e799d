import { buildPath, type Locale, type TCatalog, type TGadget } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { categoryIcon } from '../catalog-lookup';
import { GadgetCard } from './gadget-card';
import { GadgetGrid, GadgetGridItem } from './gadget-grid';
import styles from './gadget-results.module.css';

interface GadgetResultsProps {
  catalog: TCatalog;
  gadgets: TGadget[];
  q: string;
  locale: Locale;
  onReset: () => void;
}

/** A searched or sorted list: how many were found and their cards, or what to do when none. */
export function GadgetResults({ catalog, gadgets, q, locale, onReset }: GadgetResultsProps) {
  const { t } = useTranslation();
  if (gadgets.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={t('catalog.nothingFoundTitle')}
        text={t('catalog.nothingFoundText', { q: q.trim() })}
        action={<Button onClick={onReset}>{t('catalog.resetSearch')}</Button>}
      />
    );
  }
  return (
    <section aria-labelledby="catalog-results">
      <h2 id="catalog-results" className={styles.count} aria-live="polite">
        {t('catalog.found', { count: gadgets.length })}
      </h2>
      <GadgetGrid>
        {gadgets.map((gadget) => {
          const category = catalog.category.find((c) => c.id === gadget.categoyID);
          if (!category) return null;
          return (
            <GadgetGridItem key={gadget.id}>
              <GadgetCard
                gadget={gadget}
                href={buildPath('catalogGadget', { category: category.slug, gadget: gadget.slug }, locale)}
                icon={categoryIcon(category)}
                locale={locale}
              />
            </GadgetGridItem>
          );
        })}
      </GadgetGrid>
    </section>
  );
}
