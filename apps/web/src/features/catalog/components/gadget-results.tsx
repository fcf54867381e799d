import type { Locale, TCatalog, TGadget } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { GadgetCards } from './gadget-cards';
import styles from './gadget-results.module.css';

interface GadgetResultsProps {
  catalog: TCatalog;
  gadgets: TGadget[];
  q: string;
  locale: Locale;
  cityId: number | undefined;
  onReset: () => void;
}

/** A searched or sorted list: how many were found and their cards, or what to do when none. */
export function GadgetResults({ catalog, gadgets, q, locale, cityId, onReset }: GadgetResultsProps) {
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
      <GadgetCards
        items={gadgets.flatMap((gadget) => {
          const category = catalog.category.find((c) => c.id === gadget.categoyID);
          return category ? [{ gadget, category }] : [];
        })}
        locale={locale}
        cityId={cityId}
        first
      />
    </section>
  );
}
