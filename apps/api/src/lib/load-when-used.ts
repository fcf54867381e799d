import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at start (issue 33: resident memory). For packages only a
 * rare path needs (staff passwords and authenticator codes, SMTP, the Freedom Pay XML, the catalogue
 * file), each imported here and nowhere else, with a CommonJS entry: loading stays synchronous, so their
 * callers keep their shape. `import type` still gives the types.
 */
export function loadWhenUsed<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
