import { declineTextKey, type TPayment } from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ActedBy } from './audit';
import type { ChargeService } from './charges/service';
import type { ClientTry, ListedPayment, PaymentRepository } from './repository';

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

/** Another module's work when a client starts a try (notices: no failure notice for it). */
export type ClientTryObserver = (tx: Db, started: ClientTry) => Promise<void>;

/** payment/list/ and payment/payment-create/ (paying a due amount now). */
export class PaymentService {
  private readonly clientTryObservers: ClientTryObserver[] = [];

  constructor(
    private readonly repository: PaymentRepository,
    private readonly charges: ChargeService,
  ) {}

  /** Runs `observer` in the transaction that claims each try a client starts. */
  observeClientTries(observer: ClientTryObserver): void {
    this.clientTryObservers.push(observer);
  }

  async list(clientId: number): Promise<TPayment[]> {
    return (await this.repository.list(clientId)).map(toPayment);
  }

  /**
   * Pays a failed payment now from the active card. A decline answers 402 with what the bank said; an
   * unknown outcome answers the payment as "processing" (it is reconciled, never charged again).
   */
  async payNow(clientId: number, paymentId: number, by: ActedBy): Promise<TPayment> {
    const claimed = await this.repository.claimForPayNow(clientId, paymentId, async (tx, started) => {
      for (const observer of this.clientTryObservers) await observer(tx, started);
    });
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
