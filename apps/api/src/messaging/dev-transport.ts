import type { FastifyBaseLogger } from 'fastify';
import type { DevInbox } from './dev-inbox';

/** When a dev stand-in "sent" a message (ISO 8601). */
export interface Sent {
  sentAt: string;
}

/**
 * Stands in for WhatsApp, SMS, Telegram or SMTP outside production: the message is kept in a dev inbox
 * (for its dev door and the tests) and written to the log with its text. Nothing else logs a text.
 */
export class DevTransport<M extends { text: string }> {
  constructor(
    readonly inbox: DevInbox<M & Sent>,
    private readonly log: FastifyBaseLogger,
    /** Opens the log line, e.g. "dev channel". */
    private readonly label: string,
  ) {}

  deliver(recipient: string, message: M, logFields: Record<string, unknown>): void {
    this.inbox.add(recipient, { ...message, sentAt: new Date().toISOString() });
    this.log.info(logFields, `${this.label}: ${message.text}`);
  }
}
