import type { CallDef } from '../call-def';
import * as payments from '../schemas/payments';

export const paymentRemoveCard = {
  name: 'paymentRemoveCard',
  method: 'POST',
  path: 'payment/remove-card/',
  request: payments.ZRemoveCardRequest,
  response: payments.ZCardsResponse,
  access: 'client',
} as const satisfies CallDef;
