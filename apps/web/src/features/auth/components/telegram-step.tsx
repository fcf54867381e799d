import type { TTelegramStartRequest } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SignedIn } from '../../../lib/session/state';
import { useStartTelegramSignIn } from '../api/start-telegram-sign-in';
import type { TelegramTicket } from './sign-in-types';
import { StepHeading } from './step-heading';
import styles from './telegram-step.module.css';
import { useTelegramPoll } from './use-telegram-poll';

interface TelegramStepProps {
  ticket: TelegramTicket;
  /** City and employer, to ask for a new ticket when this one expires. */
  request: TTelegramStartRequest;
  onBack: () => void;
  onConfirmed: (signedIn: SignedIn) => void;
}

const STEPS = ['open', 'start', 'share'] as const;

/** "Sign in with Telegram": the bot link with the ticket, and a wait until the bot confirms it. */
export function TelegramStep({ ticket: first, request, onBack, onConfirmed }: TelegramStepProps) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState(first);
  const restart = useStartTelegramSignIn();
  const state = useTelegramPoll(ticket, onConfirmed);
  const bot = `@${new URL(ticket.url).pathname.replace(/^\/+/, '')}`;

  return (
    <div className={styles.step}>
      <StepHeading title={t('signIn.telegram.title')} lead={t('signIn.telegram.lead')} focus />
      <ol className={styles.steps}>
        {STEPS.map((key, index) => (
          <li key={key} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`signIn.telegram.steps.${key}`, { bot })}</span>
          </li>
        ))}
      </ol>
      {state === 'expired' ? (
        <>
          <Alert tone="warning">{t('signIn.telegram.expired')}</Alert>
          {restart.error && <Alert tone="error">{restart.error.message}</Alert>}
          <Button
            variant="primary"
            size="lg"
            block
            pending={restart.isPending}
            pendingLabel={t('signIn.telegram.starting')}
            onClick={() => restart.mutate(request, { onSuccess: setTicket })}
          >
            {t('signIn.telegram.retry')}
          </Button>
        </>
      ) : (
        <>
          <ButtonAnchor
            href={ticket.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="primary"
            size="lg"
            block
            icon="telegram"
            iconAfter="external"
          >
            {t('signIn.telegram.open')}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </ButtonAnchor>
          <p className={styles.waiting} role="status">
            <Spinner size={18} />
            {t('signIn.telegram.waiting')}
          </p>
        </>
      )}
      <Button variant="ghost" icon="arrow-left" onClick={onBack} className={styles.back}>
        {t('signIn.telegram.back')}
      </Button>
    </div>
  );
}
