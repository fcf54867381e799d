import { declineTextKey, type TPayment } from '@ijara/contract';
import { AppError } from '../../errors';
import type { ActedBy } from './audit';
import type { ChargeService } from './charges/service';
import type { ListedPayment, PaymentRepository } from './repository';

export function toPayment(row: ListedPayment): TPayment {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    date: (row.paidAt ?? row.createdAt).toISOString(),
    subscriptionID: row.subscriptionId,
    card: row.maskedPan,
    refunded: row.refundedAmount,
  };
}

/** payment/list/ and payment/payment-create/ (paying a due amount now). */
export class PaymentService {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly charges: ChargeService,
  ) {}

  async list(clientId: number): Promise<TPayment[]> {
    return (await this.repository.list(clientId)).map(toPayment);
  }

  /**
   * Pays a failed payment now from the active card. A decline answers 402 with what the bank said; an
   * unknown outcome answers the payment as "processing" (it is reconciled, never charged again).
   */
  async payNow(clientId: number, paymentId: number, by: ActedBy): Promise<TPayment> {
    const claimed = await this.repository.claimForPayNow(clientId, paymentId);
    switch (claimed.kind) {
      case 'missing':
        throw new AppError('not_found');
      case 'paid':
        throw new AppError('payment_not_due');
      case 'processing':
        throw new AppError('payment_not_due', { text: 'paymentInProgress' });
      case 'no_card':
        throw new AppError('no_active_card');
    }
    const outcome = await this.charges.attempt(claimed.claim, by);
    if (outcome.status === 'failed')
      throw new AppError('payment_declined', { text: declineTextKey(outcome.code) });
    const row = await this.repository.find(clientId, paymentId);
    if (!row) throw new AppError('not_found');
    return toPayment(row);
  }
}
