import type { CallName, CallResponse } from '@ijara/contract';
import { preloadLaterScripts } from '../later-scripts';
import { type ApiCallOptions, takeMoment } from './call-moment';

const loadClient = () => import('./call');
/** The table of the calls' modules (contract CALL_LOADERS, one import each) is itself loaded with them. */
const loadCall = (name: CallName) => import('./load-call').then((module) => module.loadCall(name));

/**
 * Makes a call of the contract by its name (`apiCall('infoCatalog')`). The call's module and the
 * client that sends it (./call.ts: zod, the signature) load with the first call, so a page whose data
 * came in its HTML is taken over without them (docs/decisions/030). The session, the language and the
 * settings are read at once, as they are now: log-out's revoke still carries the token it clears next.
 */
export async function apiCall<N extends CallName>(
  name: N,
  options: ApiCallOptions<N> = {},
): Promise<CallResponse<N>> {
  const { moment, release } = takeMoment(options);
  try {
    const [call, { sendCall }] = await Promise.all([loadCall(name), loadClient()]);
    return (await sendCall(call, options, moment)) as CallResponse<N>;
  } finally {
    release();
  }
}

/**
 * Fetches the client ahead of the first call, once the page is taken over and the browser is idle. It
 * runs (zod's classes and the contract's envelope, a long task on a slow phone) with the first call.
 */
export function preloadApiClient(): void {
  void preloadLaterScripts('apiClient')
    .then(async (fetched) => {
      if (!fetched) await Promise.all([loadClient(), import('./load-call')]);
    })
    .catch(() => {});
}
