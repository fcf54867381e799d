import { fillText, type TDevOutboxMessage } from '@ijara/contract';
import type { DevTransport } from '../../../messaging/dev-transport';
import { SmsGateway, type SmsGatewayOptions } from '../../../messaging/sms-gateway';
import { WhatsAppCloud, type WhatsAppCloudOptions } from '../../../messaging/whatsapp-cloud';
import type { CodeChannel, CodeMessage, DeliveryChannel } from './types';

/** WhatsApp: the code is the parameter of an approved "authentication" template (WHATSAPP_TEMPLATE). */
export class WhatsAppChannel implements CodeChannel {
  readonly name = 'whatsapp';
  private readonly cloud: WhatsAppCloud;

  constructor(options: WhatsAppCloudOptions) {
    this.cloud = new WhatsAppCloud(options);
  }

  async send({ phone, code, locale }: CodeMessage): Promise<void> {
    const parameters = [{ type: 'text' as const, text: code }];
    await this.cloud.sendTemplate(phone, locale, [
      { type: 'body', parameters },
      // The copy-code button of an authentication template repeats the code.
      { type: 'button', sub_type: 'url', index: '0', parameters },
    ]);
  }
}

/** SMS: the code in a sentence of the person's language. */
export class SmsChannel implements CodeChannel {
  readonly name = 'sms';
  private readonly gateway: SmsGateway;

  constructor(options: SmsGatewayOptions) {
    this.gateway = new SmsGateway(options);
  }

  async send({ phone, code, locale }: CodeMessage): Promise<void> {
    await this.gateway.send(phone, fillText('codeMessage', locale, { code }));
  }
}

/** What the dev outbox keeps of a code (GET /api/dev/outbox/), before its time. */
export type OutboxEntry = Omit<TDevOutboxMessage, 'sentAt'>;

/**
 * Stands in for WhatsApp or SMS in development: the SMS text goes to the log and the dev outbox. The
 * only place a code is ever logged.
 */
export class DevChannel implements CodeChannel {
  constructor(
    readonly name: DeliveryChannel,
    private readonly dev: DevTransport<OutboxEntry>,
  ) {}

  async send({ phone, code, locale }: CodeMessage): Promise<void> {
    const text = fillText('codeMessage', locale, { code });
    this.dev.deliver(phone, { channel: this.name, text, code }, { channel: this.name, phone, code });
  }
}
