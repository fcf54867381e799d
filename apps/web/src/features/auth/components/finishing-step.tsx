import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './finishing-step.module.css';
import { StepHeading } from './step-heading';

interface FinishingStepProps {
  error: Error | null;
  onRetry: () => void;
}

/** Confirmed: the account is being opened (client, subscriptions, catalogue), or that failed. */
export function FinishingStep({ error, onRetry }: FinishingStepProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.step}>
      <StepHeading title={t('signIn.finishing.title')} focus />
      {error ? (
        <>
          <Alert tone="error">{error.message}</Alert>
          <Button variant="primary" size="lg" block onClick={onRetry}>
            {t('spec.errorRepeat')}
          </Button>
        </>
      ) : (
        <p className={styles.status} role="status">
          <Spinner size={20} />
          {t('signIn.finishing.text')}
        </p>
      )}
    </div>
  );
}
