import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as payments from '../schemas/payments';

export const paymentList = {
  name: 'paymentList',
  method: 'GET',
  path: 'payment/list/',
  request: ZEmptyRequest,
  response: payments.ZPaymentsResponse,
  access: 'client',
} as const satisfies CallDef;
