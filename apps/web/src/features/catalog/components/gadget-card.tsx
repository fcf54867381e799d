import { formatMoney, type Locale, type TGadget } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconName } from '../../../components/ui/icon';
import { leadModel, priceFromIn } from '../city-price';
import styles from './gadget-card.module.css';
import { GadgetImage } from './gadget-image';

interface GadgetCardProps {
  gadget: TGadget;
  href: string;
  icon: IconName;
  locale: Locale;
  /** The city of the prices (use-price-city.ts). */
  cityId: number | undefined;
  /** h3 under a category heading, h2 directly under the page title. */
  headingLevel?: 2 | 3;
  /** In the first screenful: the picture loads at once. */
  eager?: boolean;
}

/**
 * One device group: picture, name, a line of description and the "from … per month" price in the
 * city, or that it is not offered there.
 */
export function GadgetCard({ gadget, href, icon, locale, cityId, headingLevel = 3, eager }: GadgetCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const price = priceFromIn(gadget, cityId);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <GadgetImage
          src={gadget.image}
          alt=""
          fallbackIcon={icon}
          photo={gadget.photo}
          color={leadModel(gadget, cityId)?.color}
          name={gadget.name}
          {...(eager ? { eager } : {})}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href} className={styles.link}>
            {gadget.name}
          </Link>
        </Heading>
        {gadget.description && <p className={styles.description}>{gadget.description}</p>}
        {price === undefined ? (
          <p className={styles.unavailable}>{t('catalog.notInCity')}</p>
        ) : (
          <p className={styles.price}>
            {t('catalog.priceFrom', { price: formatMoney(price, locale) })}
            <span className={styles.per}>{t('catalog.perMonth')}</span>
          </p>
        )}
      </div>
    </article>
  );
}
