import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = Exclude<
  NonNullable<Rolldown.OutputOptions['codeSplitting']>,
  boolean
>['groups'] extends (infer Group)[] | undefined
  ? Group
  : never;

interface FirstVisitChunkOptions {
  /** Modules whose static imports, all the way down, go in: less the entry's and `leaveOut`. */
  roots: string[];
  /**
   * Contract modules the roots use: everything reaches the contract through its index, which the entry
   * imports too, so they are named here rather than found.
   */
  contract: string[];
  /** Modules a package's index reaches that the roots do not use, but other pages do. */
  leaveOut: RegExp[];
}

/**
 * One chunk for what every page the server draws needs to be taken over, beyond the entry: i18next,
 * the query client, the layout and its parts, the error boundary, the take-over itself. Left to the
 * bundler, these modules came as some thirty chunks of under a kilobyte each, and a first visit
 * downloaded several KB more gzip than as one file: each file is compressed on its own
 * (docs/decisions/061). Whole modules, only those reached from the roots: a group by package name took
 * the parts other pages use too and made the first visit heavier (docs/decisions/030).
 */
export function firstVisitChunk({ roots, contract, leaveOut }: FirstVisitChunkOptions): {
  plugin: Plugin;
  group: CodeSplittingGroup;
} {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'ijara-first-visit-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const queue = [...starts];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const missing = [...roots, ...contract].filter((id) => !this.getModuleInfo(id));
      if (missing.length > 0) this.error(`first-visit chunk: no module ${missing.join(', ')}`);
      const inEntry = closure(entries);
      for (const id of closure(roots)) {
        if (!inEntry.has(id) && !leaveOut.some((pattern) => pattern.test(id))) members.add(id);
      }
      for (const id of contract) members.add(id);
    },
    generateBundle(_options, bundle) {
      // The group's modules import from the entry's chunk (React, the router). Should the entry come to
      // use one of them (a contract module named here), the two chunks would import each other, and
      // which runs first would be a matter of luck.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const taken = chunk.imports.filter((file) => bundle[file]?.name === 'first-visit');
        if (taken.length > 0) this.error(`first-visit chunk: the entry ${chunk.fileName} imports ${taken}`);
      }
    },
  };
  return {
    plugin,
    // Its modules' imports are in it, in the entry's chunk (which never imports it, checked above) or
    // left out: no cycle, so the group need not pull in its dependencies (which would take React out
    // of the entry).
    group: { name: 'first-visit', test: (id) => members.has(id), includeDependenciesRecursively: false },
  };
}
