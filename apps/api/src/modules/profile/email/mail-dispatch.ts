import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../../messaging/mailer';

/**
 * Sends in the background, so a slow or unreachable SMTP server never holds a request (the data is
 * already saved); a failure is logged without the message text, which holds a live link.
 * `settled()` waits for what is under way (on close, and in tests).
 */
export class MailDispatch {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  dispatch(message: MailMessage, context: object): void {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) => {
        this.log.error({ ...context, err: { message: (error as Error).message } }, 'e-mail not sent');
      })
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
