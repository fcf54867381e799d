import type { CallDef } from '../call-def';
import * as subs from '../schemas/subscriptions';

export const subscriptionCalculate = {
  name: 'subscriptionCalculate',
  method: 'POST',
  path: 'subscription/calculate/',
  request: subs.ZSubscriptionDraft,
  response: subs.ZCalculateResponse,
  access: 'client',
  readOnly: true,
} as const satisfies CallDef;
