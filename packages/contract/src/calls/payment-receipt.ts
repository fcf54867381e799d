import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as receipts from '../schemas/receipts';

/** Our addition: the receipt of one successful payment of the client, with its PDF link (decision 028). */
export const paymentReceipt = {
  name: 'paymentReceipt',
  method: 'GET',
  path: CALL_PATHS.paymentReceipt,
  request: ZEmptyRequest,
  response: receipts.ZReceiptResponse,
  access: 'client',
} as const satisfies CallDef;
