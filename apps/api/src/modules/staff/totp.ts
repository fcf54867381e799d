import { STAFF_TOTP_DIGITS, STAFF_TOTP_ISSUER, STAFF_TOTP_PERIOD_SECONDS } from '@ijara/contract/staff';
import type { TOTP } from 'otpauth';
import { loadWhenUsed } from '../../lib/load-when-used';

const otpauth = loadWhenUsed<typeof import('otpauth')>('otpauth');
const qrcode = loadWhenUsed<typeof import('qrcode')>('qrcode');

/** RFC 6238 through otpauth; the time is the app's clock, so tests move it. */
function totp(secret: string, label: string): TOTP {
  const { Secret, TOTP } = otpauth();
  return new TOTP({
    issuer: STAFF_TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: STAFF_TOTP_DIGITS,
    period: STAFF_TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits in base32, as authenticator apps take them. */
export function newTotpSecret(): string {
  return new (otpauth().Secret)({ size: 20 }).base32;
}

/**
 * The 30-second step the code belongs to, one step either way allowed for a phone's clock; null when
 * the code is wrong or its step is not after `usedStep` (a code works once).
 */
export function acceptedStep(secret: string, code: string, at: Date, usedStep: number | null): number | null {
  const delta = totp(secret, '').validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 1000 / STAFF_TOTP_PERIOD_SECONDS) + delta;
  return usedStep !== null && step <= usedStep ? null : step;
}

/** The code an authenticator shows at `at` (for tests and the ops CLI's automation). */
export function codeAt(secret: string, at: Date): string {
  return totp(secret, '').generate({ timestamp: at.getTime() });
}

export async function enrolment(
  secret: string,
  email: string,
): Promise<{ otpauthUri: string; qrSvg: string }> {
  const otpauthUri = totp(secret, email).toString();
  const qrSvg = await qrcode().toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrSvg };
}
