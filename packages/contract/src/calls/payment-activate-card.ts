import type { CallDef } from '../call-def';
import * as payments from '../schemas/payments';

export const paymentActivateCard = {
  name: 'paymentActivateCard',
  method: 'POST',
  path: 'payment/activate-card/',
  request: payments.ZActivateCardRequest,
  response: payments.ZCardsResponse,
  access: 'client',
} as const satisfies CallDef;
