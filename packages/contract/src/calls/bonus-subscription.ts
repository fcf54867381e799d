import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as bonus from '../schemas/bonus';

export const bonusSubscription = {
  name: 'bonusSubscription',
  method: 'POST',
  path: CALL_PATHS.bonusSubscription,
  request: bonus.ZBonusSubscriptionRequest,
  response: bonus.ZBonusSubscriptionResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
