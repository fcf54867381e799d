import type { TStaffRefundRequest, TStaffRefundResponse } from '@ijara/contract/staff';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { RefundService } from '../payments/index';
import type { StaffRow } from '../staff/index';

/** A manager's refund: opened under the payment's lock, then the money moved once (RefundService). */
export class PaymentsDesk {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundService,
  ) {}

  async refund(
    person: StaffRow,
    body: Required<TStaffRefundRequest>,
    key: string,
    ip: string,
  ): Promise<TStaffRefundResponse> {
    const opened = await this.db.transaction((tx) =>
      this.refunds.open(tx, {
        paymentId: body.paymentID,
        amount: body.amount,
        reason: body.reason,
        // Keys are the person's own: two managers' dialogs never share one.
        key: `staff:${person.id}:${key}`,
        by: { actor: 'staff', staffId: person.id, ip },
      }),
    );
    const row = await this.refunds.settle(opened.id);
    if (row.status === 'failed') {
      const code = row.failureCode ?? 'refused';
      throw new AppError('refund_refused', { text: 'staffRefundRefused', values: () => ({ code }) });
    }
    const [payment] = await this.db
      .select({ amount: payments.amount, refunded: payments.refundedAmount })
      .from(payments)
      .where(eq(payments.id, row.paymentId));
    const left = await this.db.transaction((tx) => this.refunds.leftOf(tx, row.paymentId));
    return {
      statusCode: '200',
      refund: {
        id: row.id,
        paymentID: row.paymentId,
        amount: row.amount,
        method: row.method,
        status: row.status,
        failureCode: row.failureCode,
      },
      refunded: payment?.refunded ?? 0,
      left,
    };
  }
}
