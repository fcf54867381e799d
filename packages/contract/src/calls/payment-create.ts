import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as payments from '../schemas/payments';

export const paymentCreate = {
  name: 'paymentCreate',
  method: 'POST',
  path: CALL_PATHS.paymentCreate,
  request: payments.ZPaymentCreateRequest,
  response: payments.ZPaymentCreateResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
