import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';
import styles from './gadget-facts.module.css';

const FACTS: Array<{ icon: IconName; key: 'noDeposit' | 'insurance' | 'document' | 'delivery' }> = [
  { icon: 'card', key: 'noDeposit' },
  { icon: 'shield', key: 'insurance' },
  { icon: 'user', key: 'document' },
  { icon: 'truck', key: 'delivery' },
];

/** The terms SPEC.md §1 promises, next to every price. */
export function GadgetFacts() {
  const { t } = useTranslation();
  return (
    <ul className={styles.facts}>
      {FACTS.map(({ icon, key }) => (
        <li key={key} className={styles.fact}>
          <span className={styles.icon}>
            <Icon name={icon} size={20} />
          </span>
          <span>
            <strong className={styles.title}>{t(`gadget.facts.${key}.title`)}</strong>
            <span className={styles.text}>{t(`gadget.facts.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
