import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/vite-precompress.ts';

/**
 * The staff app: its own entry and bundle, served by the api at /staff/ (plugins/staff-app.ts), so the
 * customer pages carry none of it. In development `npm run dev -w @ijara/staff` proxies the api.
 */
export default defineConfig({
  base: '/staff/',
  plugins: [react(), precompress()],
  // The operators' pages in the first chunk, the managers' pages in chunks of their own (app/routes.tsx);
  // the customer pages' budgets do not apply to this internal app.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 700 },
  server: { port: 5174, proxy: { '/api/': 'http://127.0.0.1:3000' } },
});
