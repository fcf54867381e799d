import type { TDevMail } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

const PER_ADDRESS = 20;
const ADDRESSES = 1_000;

/**
 * The messages the dev mailer "sent", per address, for GET /api/dev/mail/. In memory and bounded, like
 * the code outbox: it holds live verification links, so it never exists in a production process.
 */
export class DevMailbox {
  private readonly byAddress = new Map<string, TDevMail[]>();

  add(mail: TDevMail): void {
    const key = mail.to.toLowerCase();
    const list = this.byAddress.get(key) ?? [];
    this.byAddress.delete(key);
    list.unshift(mail);
    list.length = Math.min(list.length, PER_ADDRESS);
    this.byAddress.set(key, list);
    if (this.byAddress.size > ADDRESSES) {
      const oldest = this.byAddress.keys().next().value;
      if (oldest !== undefined) this.byAddress.delete(oldest);
    }
  }

  /** Newest first. */
  list(to: string): TDevMail[] {
    return [...(this.byAddress.get(to.trim().toLowerCase()) ?? [])];
  }
}

/** Stands in for SMTP in development and tests: the message goes to the log and the dev mailbox. */
export class DevMailer implements Mailer {
  readonly name = 'dev';

  constructor(
    readonly mailbox: DevMailbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.mailbox.add({ ...message, sentAt: new Date().toISOString() });
    this.log.info({ to: message.to, subject: message.subject }, `dev mailer:\n${message.text}`);
  }

  async close(): Promise<void> {}
}

/** Production without SMTP: nothing is sent (start-up warns once). */
export class NoMailer implements Mailer {
  readonly name = 'off';
  async send(): Promise<void> {}
  async close(): Promise<void> {}
}
