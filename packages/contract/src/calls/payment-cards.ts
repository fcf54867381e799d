import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as payments from '../schemas/payments';

export const paymentCards = {
  name: 'paymentCards',
  method: 'GET',
  path: 'payment/cards/',
  request: ZEmptyRequest,
  response: payments.ZCardsResponse,
  access: 'client',
} as const satisfies CallDef;
