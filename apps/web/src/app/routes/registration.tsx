import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import styles from './registration.module.css';

const STEPS = ['name', 'birthdate', 'contact'] as const;

/** /registration/: a new client completes the profile (the form comes with the sign-in issue). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.registration.title')} lead={t('pages.registration.lead')} />
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{t(`pages.registration.steps.${step}.title`)}</strong>
              <span className={styles.text}>{t(`pages.registration.steps.${step}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        <Icon name="shield" size={18} />
        {t('pages.registration.note')}
      </p>
    </>
  );
}
