import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as payments from '../schemas/payments';

export const paymentList = {
  name: 'paymentList',
  method: 'GET',
  path: CALL_PATHS.paymentList,
  request: ZEmptyRequest,
  response: payments.ZPaymentsResponse,
  access: 'client',
} as const satisfies CallDef;
