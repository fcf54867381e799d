import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as subs from '../schemas/subscriptions';

export const subscriptionInfo = {
  name: 'subscriptionInfo',
  method: 'GET',
  path: 'subscription/info/',
  request: ZEmptyRequest,
  response: subs.ZSubscriptionsResponse,
  access: 'client',
} as const satisfies CallDef;
