import { fillText } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './dev-outbox';
import type { CodeChannel, CodeMessage, DeliveryChannel } from './types';

/**
 * Stands in for WhatsApp or SMS in development: the message goes to the log and the dev outbox. The
 * only place a code is ever logged.
 */
export class DevChannel implements CodeChannel {
  constructor(
    readonly name: DeliveryChannel,
    private readonly outbox: DevOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send({ phone, code, locale }: CodeMessage): Promise<void> {
    const text = fillText('codeMessage', locale, { code });
    this.outbox.add(phone, { channel: this.name, text, code, sentAt: new Date().toISOString() });
    this.log.info({ channel: this.name, phone, code }, `dev channel: ${text}`);
  }
}
