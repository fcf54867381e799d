import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as subs from '../schemas/subscriptions';

export const subscriptionCancel = {
  name: 'subscriptionCancel',
  method: 'POST',
  path: CALL_PATHS.subscriptionCancel,
  request: subs.ZCancelOrderRequest,
  response: subs.ZCancelOrderResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
