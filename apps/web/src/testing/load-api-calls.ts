import type { CallName } from '@ijara/contract';
import { loadCall } from '../lib/api-client/load-call';

/**
 * Loads the client and the named calls' modules before a test that counts calls against fake timers:
 * in the app they arrive with the first call (docs/decisions/030), which real time, not the fake
 * clock, decides.
 */
export async function loadApiCalls(...names: CallName[]): Promise<void> {
  await Promise.all([import('../lib/api-client/call'), ...names.map(loadCall)]);
}
