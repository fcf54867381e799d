/**
 * The import rules of STYLE.md, checked by `npm run lint` (docs/decisions/012-import-boundaries.md).
 * Runs dependency-cruiser from tools/boundaries, which carries the TypeScript 5 parser it needs.
 */
const WEB = '^apps/web/src/';
const API = '^apps/api/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes load order matter and hides which part depends on which.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-imports-no-app',
      comment: 'packages/contract is the wire; the apps import it, never the other way round.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stay-apart',
      comment: 'The web app and the api share only packages/contract.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-no-cross-feature',
      comment: 'A feature does not import another feature; app/ composes them.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-nothing-imports-app',
      comment: 'app/ (router, layouts, pages) sits on top: features, components and lib never import it.',
      severity: 'error',
      from: { path: `${WEB}(features|components|lib|locales)/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'components/ and lib/ are shared by every feature, so they know none.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'api-modules-through-their-entry',
      comment: "A module reaches another module only through that module's index.ts.",
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/` },
      to: {
        path: `${API}modules/([^/]+)/`,
        pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-infrastructure-imports-no-module',
      comment:
        'plugins/, lib/ and db/ are infrastructure the modules build on; so is catalogue-file/, which the demo seed (db/) and the ops commands share (docs/decisions/048).',
      severity: 'error',
      from: { path: `${API}(plugins|lib|db|catalogue-file)/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-gateways-stand-outside',
      comment:
        'Card gateways (the sandbox, real adapters) are external systems behind an interface; they know no module.',
      severity: 'error',
      from: { path: `${API}gateways/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-messaging-imports-no-module',
      comment:
        'Message transports (WhatsApp, SMS, Telegram, SMTP, dev inboxes) are written once for every module; the modules keep their texts and policies and import messaging/, never the other way round.',
      severity: 'error',
      from: { path: `${API}messaging/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-promo-imports-no-module',
      comment:
        'Promo codes (src/promo/) are judged and taken the same way for checkout and bonus; both modules import them, never the other way round (docs/decisions/037).',
      severity: 'error',
      from: { path: `${API}promo/` },
      to: { path: `${API}modules/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|data|test-results|\\.test-dist-[^/]+)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
