import { formatMoney, type Locale, type TExtra } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { FramedList } from '../../../components/ui/framed-list';
import styles from './extras-list.module.css';

interface ExtrasListProps {
  extras: TExtra[];
  locale: Locale;
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}

/** Accessories the person can add to the subscription, priced per month or once. */
export function ExtrasList({ extras, locale, chosen, onToggle }: ExtrasListProps) {
  const { t } = useTranslation();
  if (extras.length === 0) return null;
  return (
    <fieldset className={styles.extras}>
      <legend className={styles.title}>{t('gadget.extras')}</legend>
      <FramedList>
        {extras.map((extra) => (
          <li key={extra.id}>
            <label className={styles.item}>
              <input
                type="checkbox"
                checked={chosen.includes(extra.id)}
                onChange={(event) => onToggle(extra.id, event.target.checked)}
              />
              <span className={styles.name}>{extra.name}</span>
              <span className={styles.price}>
                {extra.billing === 'monthly'
                  ? t('gadget.extraMonthly', { price: formatMoney(extra.price, locale) })
                  : t('gadget.extraOnce', { price: formatMoney(extra.price, locale) })}
              </span>
            </label>
          </li>
        ))}
      </FramedList>
    </fieldset>
  );
}
