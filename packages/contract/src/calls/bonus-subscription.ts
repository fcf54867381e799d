import type { CallDef } from '../call-def';
import * as bonus from '../schemas/bonus';

export const bonusSubscription = {
  name: 'bonusSubscription',
  method: 'POST',
  path: 'bonus/subscription/',
  request: bonus.ZBonusSubscriptionRequest,
  response: bonus.ZBonusSubscriptionResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
