import type { TDevNotice } from '@ijara/contract';
import type { DevTransport } from '../../../messaging/dev-transport';
import type { Mailer } from '../../../messaging/mailer';
import { SmsGateway, type SmsGatewayOptions } from '../../../messaging/sms-gateway';
import type { TelegramBot } from '../../../messaging/telegram-bot';
import { WhatsAppCloud, type WhatsAppCloudOptions } from '../../../messaging/whatsapp-cloud';
import type { NoticeChannelName } from '../channel-order';
import type { NoticeChannel, NoticeMessage, Recipient } from './types';

/** WhatsApp: the "utility" template WHATSAPP_NOTICE_TEMPLATE, whose one body parameter is the text. */
export class WhatsAppNotices implements NoticeChannel {
  readonly name = 'whatsapp';
  private readonly cloud: WhatsAppCloud;

  constructor(options: WhatsAppCloudOptions) {
    this.cloud = new WhatsAppCloud(options);
  }

  reaches(): boolean {
    return true;
  }

  async send(recipient: Recipient, { text, locale }: NoticeMessage): Promise<void> {
    // Template parameters may not hold line breaks.
    const parameters = [{ type: 'text' as const, text: text.replace(/\s*\n\s*/g, ' ') }];
    await this.cloud.sendTemplate(recipient.phone, locale, [{ type: 'body', parameters }]);
  }
}

/** SMS: the text as it is, by the gateway of sign-in codes. */
export class SmsNotices implements NoticeChannel {
  readonly name = 'sms';
  private readonly gateway: SmsGateway;

  constructor(options: SmsGatewayOptions) {
    this.gateway = new SmsGateway(options);
  }

  reaches(): boolean {
    return true;
  }

  async send(recipient: Recipient, { text }: NoticeMessage): Promise<void> {
    await this.gateway.send(recipient.phone, text);
  }
}

/** The sign-in bot writes to the private chat of a client who signed in through Telegram. */
export class TelegramNotices implements NoticeChannel {
  readonly name = 'telegram';

  constructor(private readonly bot: TelegramBot) {}

  reaches(recipient: Recipient): boolean {
    return recipient.telegramChatId !== null;
  }

  async send(recipient: Recipient, { text }: NoticeMessage): Promise<void> {
    if (recipient.telegramChatId === null) throw new Error('no Telegram chat');
    await this.bot.send({ chatId: recipient.telegramChatId, text });
  }
}

/** E-mail through the profile's mailer (SMTP, or the dev mailbox outside production), to a verified address. */
export class EmailNotices implements NoticeChannel {
  readonly name = 'email';

  constructor(private readonly mailer: Mailer) {}

  reaches(recipient: Recipient): boolean {
    return recipient.email !== null;
  }

  async send(recipient: Recipient, { subject, text, attachments }: NoticeMessage): Promise<void> {
    if (recipient.email === null) throw new Error('no verified e-mail');
    await this.mailer.send({ to: recipient.email, subject, text, ...(attachments ? { attachments } : {}) });
  }
}

/** What the dev outbox keeps of a notice (GET /api/dev/notices/), before its time. */
export type NoticeEntry = Omit<TDevNotice, 'sentAt'>;

/**
 * Stands in for WhatsApp, SMS or Telegram in development (CODE_CHANNELS=dev): the notice goes to the
 * log and the dev outbox, per phone. It reaches whom the real channel would (Telegram: a signed-in chat).
 */
export class DevNotices implements NoticeChannel {
  constructor(
    readonly name: Exclude<NoticeChannelName, 'email'>,
    private readonly dev: DevTransport<NoticeEntry>,
  ) {}

  reaches(recipient: Recipient): boolean {
    return this.name !== 'telegram' || recipient.telegramChatId !== null;
  }

  async send(recipient: Recipient, { kind, text }: NoticeMessage): Promise<void> {
    const fields = { channel: this.name, clientId: recipient.clientId, kind };
    this.dev.deliver(recipient.phone, { channel: this.name, kind, text }, fields);
  }
}
