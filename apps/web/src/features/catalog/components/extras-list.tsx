import { formatMoney, type Locale, type TExtra } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import styles from './extras-list.module.css';

/** Accessories that can be added at checkout, priced per month or once. */
export function ExtrasList({ extras, locale }: { extras: TExtra[]; locale: Locale }) {
  const { t } = useTranslation();
  if (extras.length === 0) return null;
  return (
    <section className={styles.extras} aria-labelledby="extras-title">
      <h2 id="extras-title" className={styles.title}>
        {t('gadget.extras')}
      </h2>
      <ul className={styles.list}>
        {extras.map((extra) => (
          <li key={extra.id} className={styles.item}>
            <span>{extra.name}</span>
            <span className={styles.price}>
              {extra.billing === 'monthly'
                ? t('gadget.extraMonthly', { price: formatMoney(extra.price, locale) })
                : t('gadget.extraOnce', { price: formatMoney(extra.price, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
