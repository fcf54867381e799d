import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SIGNATURE_FINGERPRINT_FILE, signatureFingerprint } from '@ijara/contract';
import { StartupError } from '../startup-failure';

/**
 * Stops the start when the web build was made with another API_SIGNATURE_SECRET than the api's: every
 * call from its pages would answer 400 bad_signature and every drawn page would go out as the bare
 * shell, with nothing else to say so. A build without the fingerprint file (none, or an older one)
 * is not checked.
 */
export async function checkWebSignature(webRoot: string, secret: string): Promise<void> {
  const file = path.join(`${path.resolve(webRoot)}-ssr`, SIGNATURE_FINGERPRINT_FILE);
  const written = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
  if (written === null || written === signatureFingerprint(secret)) return;
  throw new StartupError(
    `the web build in WEB_DIST=${path.resolve(webRoot)} was made with another API_SIGNATURE_SECRET than the api's: build the web app with the api's API_SIGNATURE_SECRET (npm run build) or start the api with the one the build was made with`,
  );
}
