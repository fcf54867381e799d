import type { Locale, TCodeChannel } from '@ijara/contract';

/** The channels a sign-in code goes by: WhatsApp first, SMS on resend and as the fallback. */
export type DeliveryChannel = Extract<TCodeChannel, 'whatsapp' | 'sms'>;

export interface CodeMessage {
  /** E.164 digits without "+". */
  phone: string;
  code: string;
  locale: Locale;
}

export interface CodeChannel {
  readonly name: DeliveryChannel;
  send(message: CodeMessage): Promise<void>;
}

/** A channel refused or did not answer (shared with notices, hence in src/lib/). */
export { ChannelError } from '../../../lib/post-json';

/** Gateways must answer within this (DESIGN.md §5: outside calls time out at 10 s). */
export const CHANNEL_TIMEOUT_MS = 10_000;
