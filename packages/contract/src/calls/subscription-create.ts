import type { CallDef } from '../call-def';
import * as subs from '../schemas/subscriptions';

export const subscriptionCreate = {
  name: 'subscriptionCreate',
  method: 'POST',
  path: 'subscription/create/',
  request: subs.ZCreateSubscriptionRequest,
  response: subs.ZCreateSubscriptionResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
