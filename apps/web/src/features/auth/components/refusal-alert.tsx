import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-error';
import { formatClock } from './use-countdown';

/** A 429 over a send or try limit, which tells when the next attempt is allowed (Retry-After). */
export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.status === 429 && error.retryAfter !== null;
}

/**
 * An api refusal at sign-in. A 429 gets one clock only: the live countdown of its Retry-After stands in
 * for the api's message, which names the wait as it was when sent ("in 15 seconds") and would disagree
 * with it a moment later. When the countdown ends, so does the notice.
 */
export function RefusalAlert({ error, locked }: { error: Error; locked: number }) {
  const { t } = useTranslation();
  if (!isRateLimited(error)) return <Alert tone="error">{error.message}</Alert>;
  return locked > 0 ? <Alert tone="error">{t('signIn.retryIn', { time: formatClock(locked) })}</Alert> : null;
}
