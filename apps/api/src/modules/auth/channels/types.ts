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

/** A channel refused or did not answer; gateways must answer within the time limit (src/messaging/). */
export { ChannelError, TRANSPORT_TIMEOUT_MS as CHANNEL_TIMEOUT_MS } from '../../../messaging/transport';
