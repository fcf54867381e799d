import type { FastifyBaseLogger } from 'fastify';
import { DevInbox } from './dev-inbox';
import { DevTransport, type Sent } from './dev-transport';
import type { Mailer, MailMessage } from './mailer';

/** The dev mailbox: per address, whatever its case. */
export type DevMailbox = DevInbox<MailMessage & Sent>;

export function devMailbox(): DevMailbox {
  return new DevInbox({ key: (address) => address.trim().toLowerCase() });
}

/** Stands in for SMTP in development and tests: the message goes to the log and the dev mailbox. */
export class DevMailer implements Mailer {
  readonly name = 'dev';
  private readonly transport: DevTransport<MailMessage>;

  constructor(
    readonly mailbox: DevMailbox,
    log: FastifyBaseLogger,
  ) {
    this.transport = new DevTransport<MailMessage>(mailbox, log, 'dev mailer');
  }

  async send(message: MailMessage): Promise<void> {
    this.transport.deliver(message.to, message, { to: message.to, subject: message.subject });
  }

  async close(): Promise<void> {}
}
