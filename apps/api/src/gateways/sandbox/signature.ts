import { createHmac } from 'node:crypto';
import { secretsEqual } from '../../lib/secrets-equal';
import { CallbackRejected } from '../types';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** DESIGN.md §5: a callback older (or newer) than this is refused, so a captured one cannot be replayed. */
export const TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>" */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export function verifySignature(secret: string, header: string | undefined, body: string, now: Date): void {
  if (!header) throw new CallbackRejected('no signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new CallbackRejected('malformed signature');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) {
    throw new CallbackRejected('timestamp outside the tolerance');
  }
  if (!secretsEqual(hmac(secret, timestamp, body), given)) throw new CallbackRejected('signature mismatch');
}
