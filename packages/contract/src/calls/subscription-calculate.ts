import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as subs from '../schemas/subscriptions';

export const subscriptionCalculate = {
  name: 'subscriptionCalculate',
  method: 'POST',
  path: CALL_PATHS.subscriptionCalculate,
  request: subs.ZSubscriptionDraft,
  response: subs.ZCalculateResponse,
  access: 'client',
  readOnly: true,
} as const satisfies CallDef;
