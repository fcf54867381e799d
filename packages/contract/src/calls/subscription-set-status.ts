import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as subs from '../schemas/subscriptions';

export const subscriptionSetStatus = {
  name: 'subscriptionSetStatus',
  method: 'POST',
  path: CALL_PATHS.subscriptionSetStatus,
  request: subs.ZSetStatusRequest,
  response: subs.ZSetStatusResponse,
  access: 'client',
} as const satisfies CallDef;
