import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as subs from '../schemas/subscriptions';

export const subscriptionInfo = {
  name: 'subscriptionInfo',
  method: 'GET',
  path: CALL_PATHS.subscriptionInfo,
  request: ZEmptyRequest,
  response: subs.ZSubscriptionsResponse,
  access: 'client',
} as const satisfies CallDef;
