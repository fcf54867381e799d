import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';
import styles from './bonus-rules.module.css';

const WAYS: Array<{ icon: IconName; key: 'cashback' | 'promo' | 'spend' }> = [
  { icon: 'card', key: 'cashback' },
  { icon: 'bonus', key: 'promo' },
  { icon: 'check', key: 'spend' },
];

/** How points come and go: cashback, promo codes, paying with them. */
export function BonusRules() {
  const { t } = useTranslation();
  return (
    <ul className={styles.ways}>
      {WAYS.map(({ icon, key }) => (
        <li key={key} className={styles.way}>
          <span className={styles.icon}>
            <Icon name={icon} size={20} />
          </span>
          <span>
            <strong>{t(`pages.bonusSystem.ways.${key}.title`)}</strong>
            <span className={styles.text}>{t(`pages.bonusSystem.ways.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
