import type { FastifyBaseLogger } from 'fastify';
import { ChannelError, type CodeChannel, type CodeMessage, type DeliveryChannel } from './types';

/**
 * Sends a code by the preferred channel and falls back to the other one when it fails (a WhatsApp
 * number that is not on WhatsApp, a gateway that is down). Resolves with the channel that delivered.
 */
export class CodeSender {
  constructor(
    private readonly channels: Partial<Record<DeliveryChannel, CodeChannel>>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(preferred: DeliveryChannel, message: CodeMessage): Promise<DeliveryChannel> {
    const other: DeliveryChannel = preferred === 'whatsapp' ? 'sms' : 'whatsapp';
    const order = [this.channels[preferred], this.channels[other]].filter((c): c is CodeChannel => !!c);
    let failure: unknown = new ChannelError('no code channel is configured');
    for (const channel of order) {
      try {
        await channel.send(message);
        return channel.name;
      } catch (error) {
        failure = error;
        this.log.warn({ channel: channel.name, err: error }, 'code channel failed');
      }
    }
    throw failure;
  }
}
