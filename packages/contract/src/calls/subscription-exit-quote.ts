import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as subs from '../schemas/subscriptions';

/** Ours (docs/decisions/054): what unsubscribing today costs, shown before the client confirms. */
export const subscriptionExitQuote = {
  name: 'subscriptionExitQuote',
  method: 'POST',
  path: CALL_PATHS.subscriptionExitQuote,
  request: subs.ZExitQuoteRequest,
  response: subs.ZExitQuoteResponse,
  access: 'client',
  readOnly: true,
} as const satisfies CallDef;
