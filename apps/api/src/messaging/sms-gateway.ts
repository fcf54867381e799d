import { postJson } from './post-json';

export interface SmsGatewayOptions {
  url: string;
  token?: string | undefined;
  timeoutMs: number;
}

/** A generic HTTP SMS gateway: POST {to, text} as JSON with a bearer token. */
export class SmsGateway {
  constructor(private readonly options: SmsGatewayOptions) {}

  /** `phone`: E.164 digits without "+". */
  async send(phone: string, text: string): Promise<void> {
    const { url, token, timeoutMs } = this.options;
    await postJson(url, { to: `+${phone}`, text }, { gateway: 'SMS gateway', token, timeoutMs });
  }
}
