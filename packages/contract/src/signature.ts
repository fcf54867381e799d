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

/** The file beside the server renderer (`<WEB_DIST>-ssr/`) in which the web build notes its secret's fingerprint. */
export const SIGNATURE_FINGERPRINT_FILE = 'signature-fingerprint.txt';

/**
 * What the web build writes to SIGNATURE_FINGERPRINT_FILE and the api compares at start-up: a build
 * signed with another secret would get 400 bad_signature on every call. A hash, though the secret
 * itself is in the public bundle anyway.
 */
export function signatureFingerprint(secret: string): string {
  return sign({ appName: 'ijara-web-build', appVersion: '', body: '', secret });
}
