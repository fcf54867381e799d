import { postJson } from '../../../lib/post-json';
import type { NoticeChannel, NoticeMessage, Recipient } from './types';

export interface SmsNoticeOptions {
  url: string;
  token?: string | undefined;
  timeoutMs: number;
}

/** The HTTP SMS gateway of sign-in codes: POST {to, text} as JSON with a bearer token. */
export class SmsNotices implements NoticeChannel {
  readonly name = 'sms';

  constructor(private readonly options: SmsNoticeOptions) {}

  reaches(): boolean {
    return true;
  }

  async send(recipient: Recipient, { text }: NoticeMessage): Promise<void> {
    const { url, token, timeoutMs } = this.options;
    await postJson(url, { to: `+${recipient.phone}`, text }, { gateway: 'SMS gateway', token, timeoutMs });
  }
}
