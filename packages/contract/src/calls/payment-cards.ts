import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as payments from '../schemas/payments';

export const paymentCards = {
  name: 'paymentCards',
  method: 'GET',
  path: CALL_PATHS.paymentCards,
  request: ZEmptyRequest,
  response: payments.ZCardListResponse,
  access: 'client',
} as const satisfies CallDef;
