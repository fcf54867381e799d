import type { TCodeChannel } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './code-step.module.css';
import { formatClock, useCountdown } from './use-countdown';
import { useRetryLock } from './use-retry-lock';

interface ResendControlProps {
  channel: TCodeChannel;
  /** When the api allows the next send (epoch ms). */
  resendAt: number;
  /** The last resend's failure; a 429 extends the wait by its Retry-After. */
  error: unknown;
  pending: boolean;
  onResend: () => void;
}

/**
 * While the countdown runs: "waiting for WhatsApp" (or SMS) and the time left. Then a resend button —
 * after WhatsApp the api resends by SMS, and the button says so.
 */
export function ResendControl({ channel, resendAt, error, pending, onResend }: ResendControlProps) {
  const { t } = useTranslation();
  const left = Math.max(useCountdown(resendAt), useRetryLock(error));
  if (left > 0) {
    return (
      <div className={styles.waiting}>
        <Spinner size={18} />
        <p>
          <span className={styles.waitingTitle}>{t(`signIn.code.waiting.${channel}`)}</span>
          <span className={styles.countdown}>{t('signIn.code.resendIn', { time: formatClock(left) })}</span>
        </p>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      block
      icon={channel === 'whatsapp' ? 'chat' : undefined}
      pending={pending}
      pendingLabel={t('signIn.sending')}
      onClick={onResend}
    >
      {channel === 'whatsapp' ? t('signIn.code.resendSms') : t('signIn.code.resend')}
    </Button>
  );
}
