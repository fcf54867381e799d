import type { CallDef } from '../call-def';
import * as payments from '../schemas/payments';

export const paymentCreate = {
  name: 'paymentCreate',
  method: 'POST',
  path: 'payment/payment-create/',
  request: payments.ZPaymentCreateRequest,
  response: payments.ZPaymentCreateResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
