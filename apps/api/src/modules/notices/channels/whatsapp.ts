import { postJson } from '../../../lib/post-json';
import type { NoticeChannel, NoticeMessage, Recipient } from './types';

export interface WhatsAppNoticeOptions {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** An approved "utility" template whose body is one parameter: the notice's text. */
  template: string;
  timeoutMs: number;
}

/** WhatsApp Cloud API: a business-started message, so a template with the text as its parameter. */
export class WhatsAppNotices implements NoticeChannel {
  readonly name = 'whatsapp';

  constructor(private readonly options: WhatsAppNoticeOptions) {}

  reaches(): boolean {
    return true;
  }

  async send(recipient: Recipient, { text, locale }: NoticeMessage): Promise<void> {
    const { apiUrl, phoneNumberId, token, template, timeoutMs } = this.options;
    await postJson(
      `${apiUrl}/${phoneNumberId}/messages`,
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: recipient.phone,
        type: 'template',
        template: {
          name: template,
          language: { code: locale },
          // Template parameters may not hold line breaks.
          components: [
            { type: 'body', parameters: [{ type: 'text', text: text.replace(/\s*\n\s*/g, ' ') }] },
          ],
        },
      },
      { gateway: 'WhatsApp', token, timeoutMs },
    );
  }
}
