import type { Plugin, Rolldown } from 'vite';
import { LOCALES, type Locale } from '../../packages/contract/src/constants.ts';
import {
  LATER_MODULES,
  type LaterModule,
  ROUTE_IDS,
  ROUTE_PRELOADS_FILE,
  type RouteId,
  type RoutePreloads,
} from '../../packages/contract/src/routes.ts';
import { LAYOUT_FILES, layoutOf, PAGE_FILES } from './src/app/route-files.ts';

/** The source modules of each module a page runs only when first used (contract LATER_MODULES). */
const LATER_FILES: Record<LaterModule, string[]> = {
  apiClient: ['/src/lib/api-client/call.ts', '/src/lib/api-client/load-call.ts'],
  checkedSignInForm: ['/src/features/auth/components/checked-sign-in-form.tsx'],
  signInSteps: [
    '/src/features/auth/components/code-step.tsx',
    '/src/features/auth/components/telegram-step.tsx',
    '/src/features/auth/components/finishing-step.tsx',
  ],
  completeSignIn: ['/src/app/session/complete-sign-in.ts'],
};

/**
 * Writes route-preloads.json (contract RoutePreloads): the chunks and styles each page needs beyond the
 * entry — its layout's and its own module's, with everything they import — each language's messages, and
 * what taking over a page the server rendered needs.
 */
export function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'ijara-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      // The chunk a module starts, or else the shared chunk it went into (lib/i18n.ts, which forms
      // import too).
      const byModule = (suffix: string) => {
        const chunk =
          chunks.find((item) => item.facadeModuleId?.endsWith(suffix)) ??
          chunks.find((item) => item.moduleIds.some((id) => id.endsWith(suffix)));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
        return chunk;
      };
      const initial = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(bundle, chunk)),
      );
      const needs = (...modules: Rolldown.OutputChunk[]) => {
        const files = new Set(modules.flatMap((chunk) => closure(bundle, chunk)));
        const scripts = [...files].filter((file) => !initial.has(file));
        const styles = scripts.flatMap((file) => [...cssOf(bundle, file)]);
        return {
          scripts: scripts.map((file) => base + file),
          styles: [...new Set(styles)].map((file) => base + file),
        };
      };
      const preloads: RoutePreloads = {
        pages: Object.fromEntries(
          ROUTE_IDS.map((id) => [
            id,
            needs(
              byModule(`/src/app/layouts/${LAYOUT_FILES[layoutOf(id)]}.tsx`),
              byModule(`/src/app/routes/${PAGE_FILES[id]}.tsx`),
              // Every page's route loads these too, after the entry has run: i18next and the
              // pages' error boundary (app/router.tsx, app/route-table.ts).
              byModule('/src/lib/i18n.ts'),
              byModule('/src/app/errors/route-error-boundary.tsx'),
            ),
          ]),
        ) as Record<RouteId, { scripts: string[]; styles: string[] }>,
        hydration: needs(byModule('/src/app/hydrate-page.ts')).scripts,
        later: Object.fromEntries(
          LATER_MODULES.map((name) => [name, needs(...LATER_FILES[name].map(byModule)).scripts]),
        ) as Record<LaterModule, string[]>,
        locales: Object.fromEntries(
          LOCALES.map((locale) => [locale, needs(byModule(`/src/locales/messages-${locale}.ts`)).scripts]),
        ) as Record<Locale, string[]>,
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/**
 * A chunk's file and the files of everything it imports statically, transitively, imports first: the
 * order in which Vite's loader applies their styles, which a page drawn by the server inlines in the
 * same order (docs/decisions/032) — a component's rules come after the shared ones they refine.
 */
function closure(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (file: string) => {
    const item = bundle[file];
    if (seen.has(file) || item?.type !== 'chunk') return;
    seen.add(file);
    for (const imported of item.imports) visit(imported);
    ordered.push(file);
  };
  visit(chunk.fileName);
  return ordered;
}

function cssOf(bundle: Rolldown.OutputBundle, file: string): Set<string> {
  const item = bundle[file];
  return item?.type === 'chunk' ? (item.viteMetadata?.importedCss ?? new Set()) : new Set();
}
