import type { FastifyBaseLogger } from 'fastify';
import { DevInbox } from './dev-inbox';
import { DevTransport, type Sent } from './dev-transport';
import type { Mailer, MailMessage } from './mailer';

/** What the dev mailbox keeps of an attachment: its name, type and size, never its bytes. */
export interface DevAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** What the dev mailbox keeps of a message. */
export type DevMail = Omit<MailMessage, 'attachments'> & { attachments?: DevAttachment[] };

/** The dev mailbox: per address, whatever its case. */
export type DevMailbox = DevInbox<DevMail & Sent>;

export function devMailbox(): DevMailbox {
  return new DevInbox({ key: (address) => address.trim().toLowerCase() });
}

/** Stands in for SMTP in development and tests: the message goes to the log and the dev mailbox. */
export class DevMailer implements Mailer {
  readonly name = 'dev';
  private readonly transport: DevTransport<DevMail>;

  constructor(
    readonly mailbox: DevMailbox,
    log: FastifyBaseLogger,
  ) {
    this.transport = new DevTransport<DevMail>(mailbox, log, 'dev mailer');
  }

  async send({ attachments, ...message }: MailMessage): Promise<void> {
    const kept: DevMail = attachments?.length
      ? {
          ...message,
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            size: content.length,
          })),
        }
      : message;
    this.transport.deliver(message.to, kept, { to: message.to, subject: message.subject });
  }

  async close(): Promise<void> {}
}
