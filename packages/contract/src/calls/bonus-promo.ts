import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as bonus from '../schemas/bonus';

export const bonusPromo = {
  name: 'bonusPromo',
  method: 'POST',
  path: CALL_PATHS.bonusPromo,
  request: bonus.ZPromoRequest,
  response: bonus.ZPromoResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
