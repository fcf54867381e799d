import { useTranslation } from 'react-i18next';
import styles from './deletion-steps.module.css';

const STEPS = ['request', 'wait', 'erase'] as const;

/** The request, the 12 days in which it can be cancelled, the erasure. */
export function DeletionSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="deletion-steps" className={styles.section}>
      <h2 id="deletion-steps" className={styles.title}>
        {t('deleteProfile.stepsTitle')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <strong>{t(`pages.deleteProfileInfo.steps.${step}.title`)}</strong>
            <span className={styles.text}>{t(`pages.deleteProfileInfo.steps.${step}.text`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
