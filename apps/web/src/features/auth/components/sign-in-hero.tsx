import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';
import styles from './sign-in-hero.module.css';

const BENEFITS = ['noDeposit', 'monthly', 'insurance'] as const;
const STEPS = ['choose', 'receive', 'pay'] as const;

/**
 * Why sign in: the service in three promises (SPEC.md §1). `devices`: the icons of the catalogue's
 * categories, so the card shows only what can be rented (empty, keeping its row, until it loads).
 */
export function SignInHero({ devices }: { devices: IconName[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <ul className={styles.devices} aria-hidden="true">
        {devices.map((icon) => (
          <li key={icon} className={styles.device}>
            <Icon name={icon} size={22} />
          </li>
        ))}
      </ul>
      <h2 id="hero-title" className={styles.title}>
        {t('signIn.heroTitle')}
      </h2>
      <ul className={styles.benefits}>
        {BENEFITS.map((key) => (
          <li key={key} className={styles.benefit}>
            <span className={styles.check}>
              <Icon name="check" size={16} />
            </span>
            <span>
              <strong>{t(`signIn.benefits.${key}.title`)}</strong>
              <span className={styles.text}>{t(`signIn.benefits.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.how}>
        <h3 className={styles.howTitle}>{t('signIn.howTitle')}</h3>
        <ol className={styles.steps}>
          {STEPS.map((key, index) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {t(`signIn.steps.${key}`)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
