// The production build of the api (docs/decisions/029): `npm start` runs dist/server.js, no TypeScript
// loader at run time.
import { join } from 'node:path';
import { buildApi } from './build-api.mjs';

const started = performance.now();
await buildApi(join(import.meta.dirname, '..', 'dist'));
process.stdout.write(`api built to apps/api/dist in ${Math.round(performance.now() - started)} ms\n`);
