import type { CallDef } from '../call-def';
import * as payments from '../schemas/payments';

export const paymentBindCard = {
  name: 'paymentBindCard',
  method: 'POST',
  path: 'payment/bind-card/',
  request: payments.ZBindCardRequest,
  response: payments.ZBindCardResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
