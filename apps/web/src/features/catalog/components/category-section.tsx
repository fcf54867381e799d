import { buildPath, type Locale, type TCategory, type TGadget } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import styles from './category-section.module.css';
import { GadgetCards } from './gadget-cards';

interface CategorySectionProps {
  category: TCategory;
  gadgets: TGadget[];
  locale: Locale;
  cityId: number | undefined;
  /** The page's first section: its first cards are above the fold. */
  first?: boolean;
}

/** One category on the catalogue overview: its name, how many devices, and their cards. */
export function CategorySection({ category, gadgets, locale, cityId, first }: CategorySectionProps) {
  const { t } = useTranslation();
  const headingId = `category-${category.slug}`;
  const href = buildPath('catalogCategory', { category: category.slug }, locale);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {category.name}
          <span className={styles.count}>{t('catalog.devicesCount', { count: gadgets.length })}</span>
        </h2>
        <Link to={href} className={styles.more}>
          {t('catalog.seeAll')}
          <span className="visually-hidden">: {category.name}</span>
          <Icon name="chevron-right" size={16} />
        </Link>
      </div>
      <GadgetCards
        items={gadgets.map((gadget) => ({ gadget, category }))}
        locale={locale}
        cityId={cityId}
        {...(first ? { first } : {})}
      />
    </section>
  );
}
