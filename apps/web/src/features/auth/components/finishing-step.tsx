import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SignedIn } from '../../../lib/session/state';
import styles from './finishing-step.module.css';
import { StepHeading } from './step-heading';

interface FinishingStepProps {
  signedIn: SignedIn;
  /** Stores the session and moves on (the app decides where); rejects when that failed. */
  onSignedIn: (signedIn: SignedIn) => Promise<void>;
}

/** Confirmed: the account is being opened (client, subscriptions, catalogue), or that failed. */
export function FinishingStep({ signedIn, onSignedIn }: FinishingStepProps) {
  const { t } = useTranslation();
  const finish = useMutation({ mutationFn: onSignedIn });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finish.mutate(signedIn);
  });
  const error = finish.error;
  const onRetry = () => finish.mutate(signedIn);
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
