import path from 'node:path';
import { inject } from 'vitest';

/**
 * Node arguments that run one of the api's commands as `npm run build` compiles it (test/setup/
 * global-setup.ts builds it once per run): 'server' is `npm start`, 'ops' is `npm run ops`.
 */
export function builtCommand(name: 'server' | 'ops', ...args: string[]): string[] {
  return ['--enable-source-maps', path.join(inject('apiBuild'), `${name}.js`), ...args];
}
