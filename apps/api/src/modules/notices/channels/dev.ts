import type { TDevNotice } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { NoticeChannelName } from '../channel-order';
import type { NoticeChannel, NoticeMessage, Recipient } from './types';

const PER_PHONE = 20;
const PHONES = 1_000;

/**
 * The notices the dev channels "sent", per phone, for GET /api/dev/notices/. In memory and bounded,
 * like the code outbox; never in a production process.
 */
export class DevNoticeOutbox {
  private readonly byPhone = new Map<string, TDevNotice[]>();

  add(phone: string, notice: TDevNotice): void {
    const list = this.byPhone.get(phone) ?? [];
    this.byPhone.delete(phone);
    list.unshift(notice);
    list.length = Math.min(list.length, PER_PHONE);
    this.byPhone.set(phone, list);
    if (this.byPhone.size > PHONES) {
      const oldest = this.byPhone.keys().next().value;
      if (oldest !== undefined) this.byPhone.delete(oldest);
    }
  }

  /** Newest first. */
  list(phone: string): TDevNotice[] {
    return [...(this.byPhone.get(phone) ?? [])];
  }
}

/**
 * Stands in for WhatsApp, SMS or Telegram in development (CODE_CHANNELS=dev): the notice goes to the
 * log and the dev outbox. It reaches whom the real channel would (Telegram: a signed-in chat).
 */
export class DevNotices implements NoticeChannel {
  constructor(
    readonly name: Exclude<NoticeChannelName, 'email'>,
    private readonly outbox: DevNoticeOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  reaches(recipient: Recipient): boolean {
    return this.name !== 'telegram' || recipient.telegramChatId !== null;
  }

  async send(recipient: Recipient, { kind, text }: NoticeMessage): Promise<void> {
    this.outbox.add(recipient.phone, { channel: this.name, kind, text, sentAt: new Date().toISOString() });
    this.log.info({ channel: this.name, clientId: recipient.clientId, kind }, `dev notice: ${text}`);
  }
}
