import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface SignatureInput {
  appName: string;
  appVersion: string;
  /** The exact JSON text sent, or '' when there is no body. */
  body: string;
  secret: string;
}

/**
 * Request signature of SPEC.md §7: lowercase hex SHA-256 of appName + appVersion + body + secret.
 * Pure JS (no crypto.subtle, which plain-HTTP origins other than localhost lack), so the browser and
 * the server run the same code. It is an integrity check, not authentication: the secret ships in the
 * public web client.
 */
export function sign({ appName, appVersion, body, secret }: SignatureInput): string {
  return bytesToHex(sha256(utf8ToBytes(appName + appVersion + body + secret)));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
