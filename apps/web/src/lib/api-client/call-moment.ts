import type { CallName, CallRequest, Locale, TClient } from '@ijara/contract';
import { currentLocale } from '../locale';
import { sessionStore } from '../session/store';
import { clientSettings, type Settings, trackCall } from './settings';

export interface ApiCallOptions<N extends CallName> {
  body?: CallRequest<N>;
  /** Values for ":name" segments of the call's path (info/:doc/). */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to the locale of the page being shown. */
  locale?: Locale;
  /**
   * Fire-and-forget calls that must outlive the page state (log-out's revoke): sent with `keepalive`
   * and not aborted by resetApiClient().
   */
  detached?: boolean;
  /**
   * The Idempotency-Key of an idempotent call when the intent outlives one call (a checkout attempt:
   * every click and tab of it sends the same key); a new one per call otherwise.
   */
  idempotencyKey?: string;
}

/** What a call is made with, taken when it is asked for: the modules it waits for change nothing. */
export interface CallMoment {
  locale: Locale;
  token: string | null;
  client: TClient | null;
  settings: Settings;
  /** Aborted by the caller's signal, or by resetApiClient() unless the call is detached. */
  controller: AbortController;
}

/** Reads the session, the language and the settings now, and ties the call to its signal and to reset. */
export function takeMoment(options: ApiCallOptions<CallName>): { moment: CallMoment; release: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  const untrack = options.detached ? () => {} : trackCall(controller);
  const { token, client } = sessionStore.get();
  return {
    moment: {
      locale: options.locale ?? currentLocale(),
      token,
      client,
      settings: clientSettings(),
      controller,
    },
    release: () => {
      untrack();
      options.signal?.removeEventListener('abort', abort);
    },
  };
}
