import {
  declineTextKey,
  type Locale,
  type TPayment,
  type TPaymentLine,
  toPaymentLine,
} from '@ijara/contract';
import type { Db } from '../../db/database';
import { KeptAnswers } from '../../db/kept-answers';
import { AppError } from '../../errors';
import type { ActedBy } from './audit';
import type { ChargeService } from './charges/service';
import { linesIn, paymentLinesOf } from './lines';
import type { ClientTry, PaymentRepository, ShownPayment } from './repository';

/** A payment row and its lines as the wire's; a payment without lines (none yet) reads as one line of its type. */
export function toPayment(row: ShownPayment, lines: TPaymentLine[] | undefined, locale: Locale): TPayment {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    date: (row.paidAt ?? row.createdAt).toISOString(),
    subscriptionID: row.subscriptionId,
    card: row.maskedPan,
    refunded: row.refundedAmount,
    lines: lines ?? [
      toPaymentLine(
        { kind: row.type, amount: row.amount, extraId: null, extraName: null, detail: null },
        locale,
      ),
    ],
  };
}

/** Another module's work when a client starts a try (notices: no failure notice for it). */
export type ClientTryObserver = (tx: Db, started: ClientTry) => Promise<void>;

/** payment/list/ and payment/payment-create/ (paying a due amount now). */
export class PaymentService {
  private readonly clientTryObservers: ClientTryObserver[] = [];
  /** payment/list/'s answers, drawn again when the client's payments or the catalogue change. */
  private readonly kept: KeptAnswers<TPayment[]>;

  constructor(
    private readonly db: Db,
    private readonly repository: PaymentRepository,
    private readonly charges: ChargeService,
  ) {
    this.kept = new KeptAnswers(db);
  }

  /** Runs `observer` in the transaction that claims each try a client starts. */
  observeClientTries(observer: ClientTryObserver): void {
    this.clientTryObservers.push(observer);
  }

  /** A try the client started elsewhere (claim/pay/): the observers run in its claim's transaction. */
  async clientTryStarted(tx: Db, started: ClientTry): Promise<void> {
    for (const observer of this.clientTryObservers) await observer(tx, started);
  }

  /** The payments page: nothing on it depends on the hour, only on the rows and the catalogue's names. */
  list(clientId: number, locale: Locale): Promise<TPayment[]> {
    return this.kept.get(clientId, locale, '', async () =>
      (await this.repository.list(clientId)).map((row) =>
        toPayment(row, row.lines ? linesIn(locale, row.lines) : undefined, locale),
      ),
    );
  }

  /**
   * Pays a failed payment now from the active card. A decline answers 402 with what the bank said; an
   * unknown outcome answers the payment as "processing" (it is reconciled, never charged again).
   */
  async payNow(clientId: number, paymentId: number, by: ActedBy, locale: Locale): Promise<TPayment> {
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
    const lines = await paymentLinesOf(this.db, [row.id], locale);
    return toPayment(row, lines.get(row.id), locale);
  }
}
