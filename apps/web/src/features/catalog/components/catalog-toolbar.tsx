import type { TCity } from '@ijara/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, selectClass } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { cx } from '../../../lib/cx';
import { CATALOG_SORTS, type CatalogQuery, type CatalogSort } from '../catalog-query';
import styles from './catalog-toolbar.module.css';

const SORT_TEXT = {
  default: 'catalog.sortDefault',
  'price-asc': 'catalog.sortPriceAsc',
  'price-desc': 'catalog.sortPriceDesc',
} as const satisfies Record<CatalogSort, string>;

/** The city of the prices, for a visitor who may pick it (a client's is their profile's). */
export interface CityChoice {
  cities: TCity[];
  current: TCity | undefined;
  onChoose: (city: TCity) => void;
}

interface CatalogToolbarProps {
  query: CatalogQuery;
  onChange: (next: Partial<CatalogQuery>) => void;
  city?: CityChoice | undefined;
}

/** Search by name, the city of the prices, and sort by price above a list of devices. */
export function CatalogToolbar({ query, onChange, city }: CatalogToolbarProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // The field is uncontrolled so fast typing never races the URL; back/forward still refills it.
  useEffect(() => {
    const field = input.current;
    if (field && field !== document.activeElement && field.value !== query.q) field.value = query.q;
  }, [query.q]);
  return (
    // A form, not <search>: the tests' DOM (happy-dom, jsdom) may not know the element. Filtering is live, so
    // Enter only keeps the list as it is.
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the tests' DOM, see above
    <form
      role="search"
      className={cx(styles.toolbar, city && styles.withCity)}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className={styles.search}>
        <span className="visually-hidden">{t('catalog.searchLabel')}</span>
        <Icon name="search" size={18} className={styles.searchIcon} />
        <input
          ref={input}
          type="search"
          name="q"
          className={`${controlClass} ${styles.searchInput}`}
          defaultValue={query.q}
          placeholder={t('catalog.searchPlaceholder')}
          maxLength={100}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </label>
      {city && (
        <label className={styles.city}>
          <span className="visually-hidden">{t('catalog.cityLabel')}</span>
          <Icon name="pin" size={18} className={styles.searchIcon} />
          <select
            name="price-city"
            className={`${controlClass} ${selectClass} ${styles.cityInput}`}
            value={city.current?.id ?? ''}
            onChange={(event) => {
              const chosen = city.cities.find((c) => String(c.id) === event.target.value);
              if (chosen) city.onChoose(chosen);
            }}
          >
            {city.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.sort}>
        <span className="visually-hidden">{t('catalog.sortLabel')}</span>
        <select
          name="sort"
          className={`${controlClass} ${selectClass}`}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as CatalogSort })}
        >
          {CATALOG_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_TEXT[sort])}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
