import { postJson } from '../../../lib/post-json';
import type { CodeChannel, CodeMessage } from './types';

export interface WhatsAppOptions {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** An approved "authentication" template with a copy-code button, in ru and en. */
  template: string;
  timeoutMs: number;
}

/** WhatsApp Cloud API: the code goes as the parameter of an authentication template. */
export class WhatsAppChannel implements CodeChannel {
  readonly name = 'whatsapp';

  constructor(private readonly options: WhatsAppOptions) {}

  async send({ phone, code, locale }: CodeMessage): Promise<void> {
    const { apiUrl, phoneNumberId, token, template, timeoutMs } = this.options;
    await postJson(
      `${apiUrl}/${phoneNumberId}/messages`,
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: phone,
        type: 'template',
        template: {
          name: template,
          language: { code: locale },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            // The copy-code button of an authentication template repeats the code.
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      },
      { gateway: 'WhatsApp', token, timeoutMs },
    );
  }
}
