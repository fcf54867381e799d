import { randomBytes } from 'node:crypto';
import { GatewayUnavailable } from '../types';
import type { FreedomPaySettings } from './settings';
import { type Fields, scriptName, signature, signatureValid } from './signature';
import { parseXmlMessage } from './xml';

/** pg_salt: "an arbitrary number of digits and Latin letters". */
export function randomSalt(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, '0');
}

/**
 * Signed form posts to the Freedom Pay API and its signed XML answers. An answer that does not come,
 * is not 2xx, is not XML or is not signed with our key throws GatewayUnavailable: the caller cannot
 * tell whether anything happened.
 */
export class FreedomPayClient {
  constructor(private readonly settings: Pick<FreedomPaySettings, 'apiUrl' | 'merchantId' | 'secretKey'>) {}

  async call(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<Fields> {
    const url = `${this.settings.apiUrl}${path}`;
    const script = scriptName(url);
    const message: Record<string, string> = {
      pg_merchant_id: this.settings.merchantId,
      ...fields,
      pg_salt: randomSalt(),
    };
    message.pg_sig = signature(script, message, this.settings.secretKey);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(message).toString(),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw new GatewayUnavailable(
        `freedompay ${script}: ${error instanceof Error ? error.message : 'no answer'}`,
      );
    }
    const body = await response.text();
    if (!response.ok) throw new GatewayUnavailable(`freedompay ${script} answered ${response.status}`);
    const answer = parseXmlMessage(body);
    if (!answer) throw new GatewayUnavailable(`freedompay ${script}: the answer is not XML`);
    if (!signatureValid(script, answer, this.settings.secretKey)) {
      throw new GatewayUnavailable(`freedompay ${script}: the answer is not signed with our key`);
    }
    return answer;
  }
}
