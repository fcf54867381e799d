import { formatWait, type SpecTextKey } from '@ijara/contract';
import { AppError } from '../../errors';

/** Seconds until each limit of DESIGN.md §5 lets the next code go; null or ≤ 0: it already does. */
export interface SendWaits {
  /** 60 s between two sends to a phone. */
  resend: number | null;
  /** 3 sends per phone per 10 minutes. */
  phoneShort: number | null;
  /** 10 sends per phone per 24 hours. */
  phoneDay: number | null;
  /** 30 sign-in starts per IP per hour. */
  network: number | null;
}

const TEXTS: Record<keyof SendWaits, SpecTextKey> = {
  resend: 'codeResendWait',
  phoneShort: 'codeSendLimit',
  phoneDay: 'codeSendLimit',
  network: 'networkSendLimit',
};

/** The longest wait among the limits that refuse; null when none does. */
function longest(waits: SendWaits): { limit: keyof SendWaits; wait: number } | null {
  let found: { limit: keyof SendWaits; wait: number } | null = null;
  for (const limit of Object.keys(TEXTS) as (keyof SendWaits)[]) {
    const wait = waits[limit];
    if (wait !== null && wait > 0 && (!found || wait > found.wait)) found = { limit, wait };
  }
  return found;
}

/** 429 with Retry-After and the message of the limit that holds longest; null when a send may go. */
export function sendRefusal(waits: SendWaits): AppError | null {
  const refusing = longest(waits);
  if (!refusing) return null;
  const { limit, wait } = refusing;
  return new AppError('rate_limited', {
    text: TEXTS[limit],
    headers: { 'retry-after': String(wait) },
    values: (locale) => ({ wait: formatWait(wait, locale) }),
  });
}

/** Seconds until the next send would be accepted: the countdown the web app shows. */
export function nextSendAfter(waits: SendWaits): number {
  return longest(waits)?.wait ?? 0;
}
