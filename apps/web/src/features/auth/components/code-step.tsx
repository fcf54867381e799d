import {
  AUTH_LIMITS,
  formatPhone,
  type TCodeChannel,
  type TRegistrationRequest,
  type TRegistrationResponse,
} from '@ijara/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon, type IconName } from '../../../components/ui/icon';
import { isApiError } from '../../../lib/api-error';
import type { SignedIn } from '../../../lib/session/state';
import { useConfirmCode } from '../api/confirm-code';
import { useStartSignIn } from '../api/start-sign-in';
import { CodeInput } from './code-input';
import styles from './code-step.module.css';
import { isRateLimited, RefusalAlert } from './refusal-alert';
import { ResendControl } from './resend-control';
import { StepHeading } from './step-heading';
import { useRetryLock } from './use-retry-lock';
import { useWebOtp } from './use-web-otp';

interface CodeStepProps {
  /** What started the sign-in; the phone is normalised ("996…"). */
  request: TRegistrationRequest;
  sent: TRegistrationResponse;
  onBack: () => void;
  onConfirmed: (signedIn: SignedIn) => void;
}

const CHANNEL_ICONS: Record<TCodeChannel, IconName> = {
  whatsapp: 'whatsapp',
  sms: 'chat',
  telegram: 'telegram',
};

/** The sentence with one inserted value (the phone) in bold, wherever the language puts it. */
function Emphasised({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <strong>{part}</strong>
      {text.slice(at + part.length)}
    </span>
  );
}

interface Delivery {
  channel: TRegistrationResponse['channel'];
  /** When a resend is allowed (epoch ms). */
  resendAt: number;
  resent: boolean;
}

const deliveryOf = (sent: TRegistrationResponse, resent: boolean): Delivery => ({
  channel: sent.channel,
  resendAt: Date.now() + sent.resendAfter * 1000,
  resent,
});

/** The second step: where the code went, the code itself, and a resend once the countdown ends. */
export function CodeStep({ request, sent, onBack, onConfirmed }: CodeStepProps) {
  const { t } = useTranslation();
  const [delivery, setDelivery] = useState(() => deliveryOf(sent, false));
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState<'fieldRequired' | 'incorrectInfo' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirmCode();
  const resend = useStartSignIn();
  const locked = useRetryLock(confirm.error);
  const phone = formatPhone(request.phone);
  const errorId = useId();

  useEffect(() => input.current?.focus(), []);

  const submit = (value: string) => {
    if (confirm.isPending || confirm.isSuccess || locked > 0) return;
    if (value.length !== AUTH_LIMITS.codeLength) {
      setEmpty(value === '' ? 'fieldRequired' : 'incorrectInfo');
      input.current?.focus();
      return;
    }
    setEmpty(null);
    confirm.mutate(
      { phone: request.phone, code: value },
      {
        onSuccess: ({ token, clientID }) => onConfirmed({ token, clientID }),
        onError: () => {
          setCode('');
          input.current?.focus();
        },
      },
    );
  };

  const onCodeChange = (digits: string) => {
    setCode(digits);
    if (empty) setEmpty(null);
    if (digits.length === AUTH_LIMITS.codeLength) submit(digits);
  };

  useWebOtp(
    (otp) => onCodeChange(otp.replace(/\D/g, '').slice(0, AUTH_LIMITS.codeLength)),
    !confirm.isSuccess,
  );

  const onResend = () => {
    confirm.reset();
    resend.mutate(request, {
      onSuccess: (answer) => setDelivery(deliveryOf(answer, true)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  const apiError = confirm.error;
  // No live code any more (expired, or voided after five wrong tries): a new one at once, no countdown.
  const expired = isApiError(apiError) && apiError.code === 'code_expired';

  return (
    <div className={styles.step}>
      <StepHeading title={t('signIn.code.title')} />
      <p className={styles.sentTo} role="status">
        <span className={styles.channel}>
          <Icon name={CHANNEL_ICONS[delivery.channel]} size={20} />
        </span>
        <Emphasised
          text={t(`signIn.code.${delivery.resent ? 'resentTo' : 'sentTo'}.${delivery.channel}`, { phone })}
          part={phone}
        />
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t('signIn.code.label')}
          hint={t('signIn.code.hint')}
          error={empty ? t(`spec.${empty}`) : undefined}
        >
          {(ids) => (
            <CodeInput
              {...ids}
              // The api's answer is announced at once (role="alert") and described the field it is about.
              aria-invalid={ids['aria-invalid'] ?? (apiError ? true : undefined)}
              aria-describedby={
                [ids['aria-describedby'], apiError && errorId].filter(Boolean).join(' ') || undefined
              }
              ref={input}
              value={code}
              onChange={onCodeChange}
              placeholder="······"
              readOnly={confirm.isPending}
            />
          )}
        </Field>
        {apiError && (
          <div id={errorId}>
            {expired ? (
              <Alert
                tone="error"
                action={
                  <Button
                    variant="primary"
                    size="sm"
                    pending={resend.isPending}
                    pendingLabel={t('signIn.sending')}
                    onClick={onResend}
                  >
                    {t('signIn.code.newCode')}
                  </Button>
                }
              >
                {apiError.message}
              </Alert>
            ) : (
              <RefusalAlert error={apiError} locked={locked} />
            )}
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          disabled={locked > 0}
          pending={confirm.isPending || confirm.isSuccess}
          pendingLabel={t('signIn.code.checking')}
        >
          {t('signIn.code.submit')}
        </Button>
      </form>
      {/* A refused resend's wait is the countdown below. */}
      {resend.error && !isRateLimited(resend.error) && <Alert tone="error">{resend.error.message}</Alert>}
      {!expired && (
        <ResendControl
          channel={delivery.channel}
          resendAt={delivery.resendAt}
          error={resend.error}
          pending={resend.isPending}
          onResend={onResend}
        />
      )}
      <Button variant="ghost" icon="arrow-left" onClick={onBack} className={styles.back}>
        {t('signIn.code.changeNumber')}
      </Button>
    </div>
  );
}
