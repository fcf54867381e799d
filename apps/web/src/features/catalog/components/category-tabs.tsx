import { buildPath, type Locale, type TCategory } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { categoryIcon } from '../catalog-lookup';
import styles from './category-tabs.module.css';

interface CategoryTabsProps {
  categories: TCategory[];
  /** Slug of the category on screen; none on the catalogue overview. */
  current?: string;
  locale: Locale;
}

/** Chips to move between categories; the current one is marked for assistive technology too. */
export function CategoryTabs({ categories, current, locale }: CategoryTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.categoriesLabel')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <Link
            to={buildPath('catalog', {}, locale)}
            className={styles.chip}
            aria-current={current ? undefined : 'page'}
          >
            {t('catalog.allDevices')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={buildPath('catalogCategory', { category: category.slug }, locale)}
              className={styles.chip}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              <Icon name={categoryIcon(category)} size={18} />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
