import type { Locale } from '@ijara/contract';
import type { MailAttachment } from '../../../messaging/mailer';
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
  /** Files only e-mail carries (the contract's PDF). */
  attachments?: MailAttachment[];
}

/** One way of delivering notices. `send` rejects when the message was not handed over. */
export interface NoticeChannel {
  readonly name: NoticeChannelName;
  reaches(recipient: Recipient): boolean;
  send(recipient: Recipient, message: NoticeMessage): Promise<void>;
}
