import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { ReceiptService } from './service';

export function receiptCalls(receipts: ReceiptService): CallHandlers {
  return {
    paymentReceipt: async ({ params, request }) => ({
      statusCode: '200',
      ...(await receipts.receipt(principalOf(request), params.payment, request.locale)),
    }),
  };
}
