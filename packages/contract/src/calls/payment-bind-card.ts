import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as payments from '../schemas/payments';

export const paymentBindCard = {
  name: 'paymentBindCard',
  method: 'POST',
  path: CALL_PATHS.paymentBindCard,
  request: payments.ZBindCardRequest,
  response: payments.ZBindCardResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
