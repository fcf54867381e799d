import type { Mail } from '../../profile/index';
import type { NoticeChannel, NoticeMessage, Recipient } from './types';

export type Mailer = Mail['mailer'];

/** E-mail through the profile's mailer (SMTP, or the dev mailbox outside production), to a verified address. */
export class EmailNotices implements NoticeChannel {
  readonly name = 'email';

  constructor(private readonly mailer: Mailer) {}

  reaches(recipient: Recipient): boolean {
    return recipient.email !== null;
  }

  async send(recipient: Recipient, { subject, text }: NoticeMessage): Promise<void> {
    if (recipient.email === null) throw new Error('no verified e-mail');
    await this.mailer.send({ to: recipient.email, subject, text });
  }
}
