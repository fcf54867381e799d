import type { LaterModule } from '@ijara/contract';
import { preloadScripts } from './module-preload';

type LaterTable = Partial<Record<LaterModule, string[]>>;

let arrive: (table: LaterTable | null) => void = () => {};
const table = new Promise<LaterTable | null>((resolve) => {
  arrive = resolve;
});

/** The build's list of each later module's scripts has arrived, or cannot (null). */
export function setLaterScripts(later: LaterTable | null): void {
  arrive(later);
}

/**
 * Has the browser fetch and compile a later module's scripts (contract LATER_MODULES) when the build's
 * list of them has arrived, without running them; false when that list is not known (the development
 * server, a failed request), and the module must be imported to be ahead of its first use.
 */
export async function preloadLaterScripts(name: LaterModule): Promise<boolean> {
  if (!import.meta.env.PROD) return false;
  const scripts = (await table)?.[name];
  if (!scripts) return false;
  preloadScripts(scripts);
  return true;
}
