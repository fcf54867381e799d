import type { CallDef } from '../call-def';
import * as subs from '../schemas/subscriptions';

export const subscriptionSetStatus = {
  name: 'subscriptionSetStatus',
  method: 'POST',
  path: 'subscription/setstatus/',
  request: subs.ZSetStatusRequest,
  response: subs.ZSetStatusResponse,
  access: 'client',
} as const satisfies CallDef;
