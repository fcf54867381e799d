import type { Locale } from '@ijara/contract';
import { ChannelError } from '../../../lib/post-json';
import type { NoticeChannelName } from '../channel-order';
import type { NoticeKind } from '../kinds';

/** Where a client can be reached, read when a notice is sent. */
export interface Recipient {
  clientId: number;
  /** E.164 digits without "+". */
  phone: string;
  /** A verified address only; null otherwise. */
  email: string | null;
  /** The private chat of the client's Telegram sign-in; null when they never signed in through it. */
  telegramChatId: string | null;
}

export interface NoticeMessage {
  kind: NoticeKind;
  locale: Locale;
  subject: string;
  text: string;
}

/** One way of delivering notices. `send` rejects when the message was not handed over. */
export interface NoticeChannel {
  readonly name: NoticeChannelName;
  reaches(recipient: Recipient): boolean;
  send(recipient: Recipient, message: NoticeMessage): Promise<void>;
}

/**
 * A failure that another try would not change: the gateway refused this message or recipient (4xx
 * other than 408/429; an SMTP 5xx reply). Anything else (5xx, time-outs, an unreachable host) may pass.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof ChannelError) {
    const { status } = error;
    return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
  }
  const reply = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof reply === 'number' && reply >= 500;
}

/** A short description for `last_error`: never the text, a phone or an address. */
export function describeFailure(channel: NoticeChannelName, error: unknown): string {
  if (error instanceof ChannelError) return `${channel}: ${error.message}`;
  const reply = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof reply === 'number') return `${channel}: SMTP answered ${reply}`;
  const code = (error as { code?: unknown } | null)?.code;
  return `${channel}: ${typeof code === 'string' ? code : 'failed'}`;
}
