import {
  type Locale,
  type Money,
  SUBSCRIPTION_STATUS,
  type TExitQuote,
  toPaymentLine,
} from '@ijara/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { cards, modelPrices, payments, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { type ChargeClaim, insertPaymentLines, type Payments } from '../payments/index';
import { type ExitCharge, exitCharge } from './exit-charge';
import type { ChangedBy } from './status-repository';
import {
  clientTransition,
  type PauseRules,
  type SubscriptionChanges,
  type SubscriptionRow,
} from './transitions';

/**
 * The period of an early-exit payment: 0, which no monthly payment has (they start at 1), so with
 * type "subscription" the UNIQUE(subscription, period, type) key lets a subscription pay it once.
 */
export const EXIT_PERIOD = 0;

/**
 * Early exit (DESIGN.md §4, docs/decisions/054): the quote the dialog shows, the charge the
 * unsubscribe writes in its transaction, and the try sent after it commits.
 */
export class ExitService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      rules: PauseRules;
      clock: Clock;
      charges: Pick<Payments['charges'], 'attempt'>;
      gateway: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /** subscription/exit-quote/: what unsubscribing now would cost; 409 when the state does not allow it. */
  async quote(clientId: number, subscriptionId: number, locale: Locale): Promise<TExitQuote> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)));
    if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
    const transition = clientTransition(
      row,
      SUBSCRIPTION_STATUS.refusal,
      this.deps.clock.now(),
      this.deps.rules,
    );
    if (!transition.allowed) throw new AppError(transition.code, { text: transition.text });
    const charge = await this.price(this.db, row, transition.changes);
    return {
      amount: charge.amount,
      lines: charge.lines.map((line) =>
        toPaymentLine(
          {
            kind: line.kind,
            amount: line.amount,
            extraId: null,
            extraName: null,
            detail: line.detail ?? null,
          },
          locale,
        ),
      ),
      returnDate: charge.returnDate,
      monthsUsed: charge.monthsUsed,
      tariffTerm: charge.tariffTerm,
    };
  }

  /** The charge of leaving, for a subscription and the changes its unsubscribe writes. */
  async price(db: Db, row: SubscriptionRow, changes: SubscriptionChanges): Promise<ExitCharge> {
    const after = { ...row, ...changes };
    const returnDate = after.returnDate ?? after.nextPaymentDate ?? '';
    return exitCharge({ ...after, returnDate }, row.termPrices ?? (await this.pricesNow(db, row)));
  }

  /**
   * The exit payment and its line, in the unsubscribe's transaction (the subscription locked): try 1
   * "processing", with the active card (none: the try fails softly and follows the retry path).
   */
  async record(tx: Db, row: SubscriptionRow, charge: ExitCharge): Promise<ChargeClaim | null> {
    if (charge.amount === 0) return null;
    const [card] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.clientId, row.clientId), eq(cards.active, true), isNull(cards.removedAt)))
      .limit(1);
    const [payment] = await tx
      .insert(payments)
      .values({
        clientId: row.clientId,
        subscriptionId: row.id,
        period: EXIT_PERIOD,
        type: 'subscription',
        status: 'processing',
        amount: charge.amount,
        cardId: card?.id ?? null,
        gateway: this.deps.gateway,
        attempts: 1,
        dueAt: sql`now()`,
      })
      .onConflictDoNothing({ target: [payments.subscriptionId, payments.period, payments.type] })
      .returning({ id: payments.id });
    if (!payment) return null;
    await insertPaymentLines(tx, { id: payment.id, amount: charge.amount }, charge.lines);
    return { paymentId: payment.id, attempt: 1, amount: charge.amount, cardId: card?.id ?? null };
  }

  /**
   * Sends the exit payment's first try once the unsubscribe has committed. A decline follows the
   * retry path (and its notice); an unknown outcome, or a failure here, leaves the payment
   * "processing" for the billing job's reconciliation, which sends a try never handed over.
   */
  async send(claim: ChargeClaim, by: ChangedBy): Promise<void> {
    try {
      await this.deps.charges.attempt(
        claim,
        by.actor === 'system' ? { actor: 'system' } : { actor: by.actor, ip: by.ip },
      );
    } catch (error) {
      this.deps.log.error({ err: error, paymentId: claim.paymentId }, 'exit charge failed to run');
    }
  }

  /** The model's monthly prices in the subscription's city today, by term (orders older than the copy). */
  private async pricesNow(db: Db, row: SubscriptionRow): Promise<Record<string, Money>> {
    const rows = await db
      .select({ term: modelPrices.term, monthly: modelPrices.monthly })
      .from(modelPrices)
      .where(and(eq(modelPrices.modelId, row.modelId), eq(modelPrices.cityId, row.cityId)));
    return Object.fromEntries(rows.map((price) => [String(price.term), price.monthly]));
  }
}
