import type { Plugin } from 'vite';
import { SIGNATURE_FINGERPRINT_FILE, signatureFingerprint } from '../../packages/contract/src/signature.ts';

/**
 * Writes the fingerprint of the signature secret the build was made with beside the server renderer,
 * so the api can refuse to start with another secret instead of drawing every page as the bare shell.
 */
export function signatureFingerprintFile(secret: string): Plugin {
  return {
    name: 'ijara-signature-fingerprint',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SIGNATURE_FINGERPRINT_FILE,
        source: `${signatureFingerprint(secret)}\n`,
      });
    },
  };
}
