import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path, not '@ijara/contract': Vite's config loader leaves packages external and Node 20
// cannot load their TypeScript sources, while relative files are bundled into the config.
import { COLORS, DEV_SIGNATURE_SECRET } from '../../packages/contract/src/constants.ts';
import { CSS_RULES_FILE } from '../../packages/contract/src/drawn-styles.ts';
import { ART_PATH, ROUTE_PARAM_PATTERN, ROUTES } from '../../packages/contract/src/routes.ts';
import { LAYOUT_FILES, PAGE_FILES } from './src/app/route-files.ts';
import { cssRules } from './vite-css-rules.ts';
import { firstVisitChunk } from './vite-first-visit-chunk.ts';
import { oneByteServerSource } from './vite-one-byte-source.ts';
import { precompress } from './vite-precompress.ts';
import { routePreloads } from './vite-route-preloads.ts';
import { signatureFingerprintFile } from './vite-signature-fingerprint.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const signatureSecret = process.env.API_SIGNATURE_SECRET || DEV_SIGNATURE_SECRET;

/** The only build-time values that reach the browser. */
export const defines = {
  __APP_VERSION__: JSON.stringify(pkg.version),
  __API_SIGNATURE_SECRET__: JSON.stringify(signatureSecret),
  __API_BASE__: JSON.stringify(process.env.API_BASE || '/'),
};

/**
 * The service worker answers navigations with the app shell only for paths of the route table, so an
 * unknown path still reaches the server and gets its 404 status.
 */
const param = ROUTE_PARAM_PATTERN.source.replace(/^\^|\$$/g, '');
const routePatterns = Object.values(ROUTES).map(
  (path) => new RegExp(`^(?:/en)?${path.replace(/:\w+/g, param)}(?:\\?.*)?$`),
);

const pwa = VitePWA({
  strategies: 'generateSW',
  filename: 'sw.js',
  scope: '/',
  base: '/',
  // Registered from src/app/register-sw.ts with workbox-window: the CSP forbids inline scripts.
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['svg/*.svg'],
  manifest: {
    name: 'Ijara — личный кабинет',
    short_name: 'Ijara',
    description: 'Гаджеты по подписке в Кыргызстане',
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: COLORS.theme,
    background_color: COLORS.theme,
    icons: [
      { src: '/svg/logo-square.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/svg/logo-square.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,json}'],
    // The api's, for the pages it draws (vite-css-rules.ts): never the browser's.
    globIgnores: ['**/node_modules/**', CSS_RULES_FILE],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [...routePatterns, /^\/en(?:\?.*)?$/],
    navigateFallbackDenylist: [/^\/api\//, /^\/sandbox-gateway\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // The device drawings (docs/decisions/066): a name is one picture, so the kept one shows offline.
        urlPattern: new RegExp(`${ART_PATH}[\\w-]+\\.svg$`),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'device-art',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.includes('/api/v3/info/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-info',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // The same URL answers in the language of X-Locale, so the locale is part of the key.
              cacheKeyWillBeUsed: async ({ request }) => {
                const url = new URL(request.url);
                url.searchParams.set('__locale', request.headers.get('x-locale') || 'ru');
                return url.href;
              },
            },
          ],
        },
      },
    ],
  },
});

/** `zod` without the eval probe the CSP refuses (src/lib/zod-without-eval.ts). */
export const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
};

/**
 * `vite build --ssr` (the second half of `npm run build`): the server's renderer of public pages,
 * src/entry-server.tsx, one self-contained file in dist-ssr/ that the api imports (docs/decisions/032).
 */
const ssrBuild = defineConfig({
  plugins: [react(), signatureFingerprintFile(signatureSecret), oneByteServerSource()],
  // React's production build whatever NODE_ENV the api runs with (tests, the bench): its packages
  // choose at run time, so both builds were bundled and the development one ran outside production.
  define: { ...defines, 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: [zodWithoutEval] },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));

/** What every page the server draws needs to be taken over, as one chunk (docs/decisions/061). */
const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const firstVisit = firstVisitChunk({
  roots: [
    'src/lib/i18n.ts',
    'src/app/hydrate-page.ts',
    'src/app/errors/route-error-boundary.tsx',
    'src/app/layouts/default-layout.tsx',
    // The primitives nearly every page draws.
    'src/components/ui/query-state.tsx',
    'src/components/ui/field.tsx',
    'src/components/ui/page-header.tsx',
    'src/components/ui/empty-state.tsx',
    'src/components/ui/skeleton.tsx',
  ].map(fromHere),
  contract: ['call-paths.ts', 'catalog-lookup.ts', 'money.ts'].map((file) =>
    fromHere(`../../packages/contract/src/${file}`),
  ),
  // What an index reaches for forms only: TanStack Query's mutations, the api client's idempotency keys.
  leaveOut: [
    /[\\/]@tanstack[\\/].*[\\/](useMutation|mutationObserver)\.js$/,
    /[\\/]src[\\/]lib[\\/]api-client[\\/]idempotency-key\.ts$/,
  ],
});

/**
 * What the entry's loader fetches with a page's or a layout's module: only its styles, which the loader
 * must insert. Its scripts come from route-preloads.json, named in a first visit's HTML by the api and
 * preloaded on each later navigation by the app (src/app/navigation/page-preloads.ts): listed in the
 * entry, every page's chunks were 1.6 KB gzip of every first visit (docs/decisions/061).
 */
const routeChunk = new RegExp(
  `^assets/(${[...Object.values(PAGE_FILES), ...Object.values(LAYOUT_FILES)].join('|')})-[\\w-]{8}\\.js$`,
);
const stylesOfPages = (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
  hostType === 'js' && routeChunk.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps;

const browserBuild = defineConfig({
  plugins: [react(), pwa, routePreloads(), cssRules(), precompress(), firstVisit.plugin],
  define: defines,
  resolve: { alias: [zodWithoutEval] },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox-gateway': 'http://localhost:3000',
      [ART_PATH]: 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox-gateway': 'http://localhost:3000',
      [ART_PATH]: 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The entry stays small; the rest loads with the route that needs it.
    modulePreload: { polyfill: false, resolveDependencies: stylesOfPages },
    rolldownOptions: { output: { codeSplitting: { groups: [firstVisit.group] } } },
  },
});
