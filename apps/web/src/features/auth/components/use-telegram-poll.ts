import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import type { SignedIn } from '../../../lib/session/state';
import { pollTelegramSignIn } from '../api/poll-telegram-sign-in';
import type { TelegramTicket } from './sign-in-types';

export const TELEGRAM_POLL_MS = 2_000;

/**
 * Asks every ~2 s whether the bot has confirmed the ticket; at once when the person comes back to the
 * tab. Stops on unmount, on confirmation and on expiry (the api's or the ticket's own time).
 */
export function useTelegramPoll(ticket: TelegramTicket, onConfirmed: (signedIn: SignedIn) => void) {
  const locale = useLocale();
  const [expired, setExpired] = useState<string | null>(null);
  const latest = useRef(onConfirmed);
  latest.current = onConfirmed;

  useEffect(() => {
    const controller = new AbortController();
    const expiresAt = Date.now() + ticket.expiresIn * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    let stopped = false;

    const stop = (isExpired: boolean) => {
      stopped = true;
      clearTimeout(timer);
      if (isExpired) setExpired(ticket.ticket);
    };

    const tick = async () => {
      if (busy || stopped) return;
      clearTimeout(timer);
      if (Date.now() >= expiresAt) return stop(true);
      busy = true;
      let delay = TELEGRAM_POLL_MS;
      try {
        const answer = await pollTelegramSignIn(ticket.ticket, locale, controller.signal);
        if (answer.state === 'confirmed' && answer.token && answer.clientID) {
          stop(false);
          latest.current({ token: answer.token, clientID: answer.clientID });
          return;
        }
        if (answer.state === 'expired') return stop(true);
      } catch (error) {
        if (controller.signal.aborted) return;
        // A network hiccup: try again on the next beat; a 429: after its Retry-After.
        if (isApiError(error) && error.retryAfter) delay = error.retryAfter * 1000;
      } finally {
        busy = false;
      }
      if (!stopped) timer = setTimeout(tick, delay);
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    timer = setTimeout(tick, TELEGRAM_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ticket, locale]);

  return expired === ticket.ticket ? 'expired' : 'waiting';
}
