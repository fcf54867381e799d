import type { Locale } from '@ijara/contract';
import { postJson } from './post-json';

export interface WhatsAppCloudOptions {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** The approved template every message of this transport is sent as (its name; ru and en). */
  template: string;
  timeoutMs: number;
}

/** One component of a template message: its body, or a button, with their text parameters. */
export interface TemplateComponent {
  type: 'body' | 'button';
  sub_type?: 'url';
  index?: string;
  parameters: { type: 'text'; text: string }[];
}

/**
 * WhatsApp Cloud API. A business-started message must be an approved template, so a message is the
 * template in the recipient's language with the parameters the caller fills.
 */
export class WhatsAppCloud {
  constructor(private readonly options: WhatsAppCloudOptions) {}

  /** `to`: E.164 digits without "+". */
  async sendTemplate(to: string, locale: Locale, components: TemplateComponent[]): Promise<void> {
    const { apiUrl, phoneNumberId, token, template, timeoutMs } = this.options;
    await postJson(
      `${apiUrl}/${phoneNumberId}/messages`,
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template: { name: template, language: { code: locale }, components },
      },
      { gateway: 'WhatsApp', token, timeoutMs },
    );
  }
}
