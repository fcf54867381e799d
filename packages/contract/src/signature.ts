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
