import { defineConfig } from 'vitest/config';
import web, { OWN_MODULE_FILES } from './vitest.config.ts';

/** The web's files that replace modules: each with a module graph of its own (vitest.config.ts). */
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-own-modules',
    include: OWN_MODULE_FILES,
    exclude: ['**/node_modules/**'],
    isolate: true,
  },
});
