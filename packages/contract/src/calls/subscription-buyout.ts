import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as buyout from '../schemas/buyout';

/** Ours (docs/decisions/055): pays the buy-out quoted; the subscription ends in status 7. */
export const subscriptionBuyout = {
  name: 'subscriptionBuyout',
  method: 'POST',
  path: CALL_PATHS.subscriptionBuyout,
  request: buyout.ZBuyoutRequest,
  response: buyout.ZBuyoutResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
