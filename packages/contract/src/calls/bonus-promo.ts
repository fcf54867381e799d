import type { CallDef } from '../call-def';
import * as bonus from '../schemas/bonus';

export const bonusPromo = {
  name: 'bonusPromo',
  method: 'POST',
  path: 'bonus/promo/',
  request: bonus.ZPromoRequest,
  response: bonus.ZPromoResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
