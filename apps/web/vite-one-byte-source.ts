import type { Plugin } from 'vite';
import { oneByteSource } from '../../scripts/one-byte-source.mjs';

/**
 * The server renderer's files (dist-ssr/) written one byte a character for V8, which keeps a module's
 * source for as long as the api runs (../../scripts/one-byte-source.mjs): the Russian texts as \u
 * escapes. The server build only: in the browser's files the escapes would be more bytes to download.
 */
export function oneByteServerSource(): Plugin {
  return {
    name: 'one-byte-server-source',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = oneByteSource(file.code);
      }
    },
  };
}
