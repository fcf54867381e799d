import { formatMoney, type Locale, type TGadget } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconName } from '../../../components/ui/icon';
import styles from './gadget-card.module.css';
import { GadgetImage } from './gadget-image';

interface GadgetCardProps {
  gadget: TGadget;
  href: string;
  icon: IconName;
  locale: Locale;
  /** h3 under a category heading, h2 directly under the page title. */
  headingLevel?: 2 | 3;
}

/** One device group: picture, name, a line of description and the "from … per month" price. */
export function GadgetCard({ gadget, href, icon, locale, headingLevel = 3 }: GadgetCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <GadgetImage src={gadget.image} alt="" fallbackIcon={icon} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href} className={styles.link}>
            {gadget.name}
          </Link>
        </Heading>
        {gadget.description && <p className={styles.description}>{gadget.description}</p>}
        <p className={styles.price}>
          {t('catalog.priceFrom', { price: formatMoney(gadget.priceFrom, locale) })}
          <span className={styles.per}>{t('catalog.perMonth')}</span>
        </p>
      </div>
    </article>
  );
}
