import type { Locale, TTelegramPollResponse } from '@ijara/contract';
import { apiCall } from '../../../lib/api-client';

/** POST auth/telegram/poll/: whether the bot has confirmed the ticket yet. */
export function pollTelegramSignIn(
  ticket: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<TTelegramPollResponse> {
  return apiCall('authTelegramPoll', { body: { ticket }, locale, signal });
}
