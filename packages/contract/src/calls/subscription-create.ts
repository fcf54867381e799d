import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as subs from '../schemas/subscriptions';

export const subscriptionCreate = {
  name: 'subscriptionCreate',
  method: 'POST',
  path: CALL_PATHS.subscriptionCreate,
  request: subs.ZCreateSubscriptionRequest,
  response: subs.ZCreateSubscriptionResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
