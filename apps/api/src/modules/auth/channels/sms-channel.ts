import { fillText } from '@ijara/contract';
import { postJson } from '../../../lib/post-json';
import type { CodeChannel, CodeMessage } from './types';

export interface SmsOptions {
  url: string;
  token?: string | undefined;
  timeoutMs: number;
}

/** A generic HTTP SMS gateway: POST {to, text} as JSON with a bearer token. */
export class SmsChannel implements CodeChannel {
  readonly name = 'sms';

  constructor(private readonly options: SmsOptions) {}

  async send({ phone, code, locale }: CodeMessage): Promise<void> {
    const { url, token, timeoutMs } = this.options;
    await postJson(
      url,
      { to: `+${phone}`, text: fillText('codeMessage', locale, { code }) },
      { gateway: 'SMS gateway', token, timeoutMs },
    );
  }
}
