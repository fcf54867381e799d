import {
  buildPath,
  declineTextKey,
  formatMoney,
  type Locale,
  SUBSCRIPTION_STATUS,
  type TBuyoutPayment,
  type TBuyoutQuote,
  type TSubscription,
} from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditActor, writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { BUYOUT_PERIOD } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { IdempotentRun } from '../../plugins/idempotency';
import type { ClientWrites } from '../clients/index';
import type { ChargeClaim, NewPaymentLine, Payments, SettlementObserver } from '../payments/index';
import { insertPaymentLines } from '../payments/index';
import { type BuyoutPrice, type BuyoutRules, buyoutPrice } from './buyout-quote';
import { type BuyoutFacts, type BuyoutPaymentRow, BuyoutRepository } from './buyout-repository';
import type { SubscriptionsService } from './service';
import type { SubscriptionRow } from './transitions';

const { active, pending, refusal, boughtOut } = SUBSCRIPTION_STATUS;

/** The states with the device at the client's: running, paused, or unsubscribed and not yet returned. */
const DEVICE_OUT: ReadonlySet<number> = new Set([active, pending, refusal]);

/** Who pays, and from where; the audit rows carry it. */
type Payer = { actor: 'client'; ip: string | null };
type ActedBy = { actor: AuditActor; ip?: string | null };

export interface BuyoutInput {
  clientId: number;
  subscriptionId: number;
  /** The quote the client was shown. */
  amount: number;
  usePoints: boolean;
  ip: string | null;
  locale: Locale;
  /** The request's Idempotency-Key: the payment row is its effect, spent in the payment's transaction. */
  intent: IdempotentRun;
}

export interface BuyoutAnswer {
  subscription: TSubscription;
  payment: TBuyoutPayment;
}

/**
 * Buying the device out (DESIGN.md §4, docs/decisions/055): subscription/buyout-quote/ and
 * subscription/buyout/. The price is `buyoutPrice`'s, for the quote and the charge alike. Paying
 * writes, under the subscription's row lock, one payment (period −1: one per subscription) with its
 * `buyout` line and the points taken; the card's part is sent after the commit through the payments
 * module's charge path, and its settlement — the answer, a callback or reconciliation — completes it
 * in the settling transaction (`observer`): status 7, the unit retired as sold, a booked return
 * cancelled. A decline gives the points back and removes the payment: the subscription is as it was.
 */
export class BuyoutService {
  private readonly repository = new BuyoutRepository();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      reader: SubscriptionsService;
      rules: BuyoutRules;
      charges: Pick<Payments['charges'], 'attempt'>;
      clients: Pick<ClientWrites, 'takeBonus' | 'addBonus'>;
      gateway: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /** subscription/buyout-quote/: today's price, item by item; 404 or 409 as paying it would answer. */
  async quote(clientId: number, subscriptionId: number): Promise<TBuyoutQuote> {
    const row = await this.repository.find(this.db, subscriptionId, clientId);
    if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
    await this.check(this.db, row);
    const facts = await this.repository.facts(this.db, row);
    const price = this.price(facts);
    return {
      ...price,
      points: Math.min(facts.bonus, price.amount),
      card: facts.card?.pan ?? null,
    };
  }

  /**
   * subscription/buyout/: pays the quoted amount, once. A second request finds the buy-out processing
   * or done under the row lock and is refused; the payment's unique key holds whatever runs at once.
   * A decline answers 402 with the bank's reason, everything as it was.
   */
  async pay(input: BuyoutInput): Promise<BuyoutAnswer> {
    const by: Payer = { actor: 'client', ip: input.ip };
    const written = await this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, input.subscriptionId, input.clientId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      await this.check(tx, row);
      const facts = await this.repository.facts(tx, row);
      const price = this.price(facts);
      if (input.amount !== price.amount) {
        throw new AppError('price_changed', {
          text: 'buyoutPriceChanged',
          values: (locale) => ({ amount: formatMoney(price.amount, locale) }),
        });
      }
      const points = input.usePoints ? Math.min(facts.bonus, price.amount) : 0;
      const cardPart = price.amount - points;
      if (cardPart > 0 && !facts.card) throw new AppError('no_active_card');
      const payment = await this.repository.insertPayment(tx, row, {
        amount: cardPart > 0 ? cardPart : price.amount,
        cardId: cardPart > 0 ? (facts.card?.id ?? null) : null,
        gateway: this.deps.gateway,
        pointsOnly: cardPart === 0,
      });
      if (!payment) throw new AppError('status_not_allowed', { text: 'buyoutInProgress' });
      await insertPaymentLines(tx, payment, linesOf(price.amount, points, cardPart));
      if (points > 0) {
        const left = await this.deps.clients.takeBonus(tx, row.clientId, points);
        if (left === null) throw new AppError('not_enough_bonus');
        await this.repository.ledger(tx, {
          clientId: row.clientId,
          amount: -points,
          reason: 'payment',
          key: `buyout:payment:${payment.id}`,
        });
      }
      await input.intent.recordEffect(tx, payment.id);
      await this.audit(tx, by, row, 'subscription.buyout_started', {
        paymentId: payment.id,
        ...price,
        card: cardPart,
        points,
      });
      if (cardPart === 0) {
        await this.complete(tx, row.id, payment, by);
        return { payment, points, claim: null };
      }
      const claim: ChargeClaim = {
        paymentId: payment.id,
        attempt: 1,
        amount: cardPart,
        cardId: payment.cardId,
      };
      return { payment, points, claim };
    });
    let status: TBuyoutPayment['status'] = 'success';
    if (written.claim) {
      try {
        const outcome = await this.deps.charges.attempt(written.claim, by);
        if (outcome.status === 'failed') {
          throw new AppError('payment_declined', { text: declineTextKey(outcome.code) });
        }
        if (outcome.status === 'unknown') status = 'processing';
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The try stays "processing": reconciliation sends or looks it up (docs/decisions/035).
        this.deps.log.error({ err: error, paymentId: written.payment.id }, 'buy-out charge failed to run');
        status = 'processing';
      }
    }
    return {
      subscription: await this.answer(input.subscriptionId, input.locale),
      payment: {
        id: written.payment.id,
        status,
        card: written.claim ? written.claim.amount : 0,
        points: written.points,
      },
    };
  }

  /**
   * A retry of a key whose buy-out committed without an answer kept: the payment as it is now. Gone:
   * it was declined (402, the reason is not kept); a payment of another subscription is not this one.
   */
  async replay(input: { clientId: number; subscriptionId: number; paymentId: number; locale: Locale }) {
    const payment = await this.repository.paymentById(this.db, input.paymentId, input.clientId);
    if (!payment || payment.subscriptionId !== input.subscriptionId || payment.status === 'fail') {
      throw new AppError('payment_declined');
    }
    const points = await this.db.transaction((tx) => this.repository.pointsTaken(tx, payment.id));
    const pointsOnly = payment.gateway === 'points';
    return {
      subscription: await this.answer(input.subscriptionId, input.locale),
      payment: {
        id: payment.id,
        status: payment.status === 'success' ? ('success' as const) : ('processing' as const),
        card: pointsOnly ? 0 : payment.amount,
        points: pointsOnly ? payment.amount : points,
      },
    };
  }

  /**
   * Settles a buy-out's card charge inside the settling transaction (payments' settlement observers):
   * success completes it, a decline undoes it. Other payments are not the buy-out's.
   */
  readonly observer: SettlementObserver = async (tx, settled) => {
    const { payment } = settled;
    if (payment.period !== BUYOUT_PERIOD || payment.subscriptionId === null) return;
    if (settled.status === 'succeeded') await this.complete(tx, payment.subscriptionId, payment, settled.by);
    else await this.undo(tx, payment, settled.code, settled.by);
  };

  /** 404 and 409 before any price: the state, the buy-out already made or running, what is owed. */
  private async check(db: Db, row: SubscriptionRow): Promise<void> {
    if (row.status === boughtOut) throw new AppError('status_not_allowed', { text: 'buyoutDone' });
    if (!DEVICE_OUT.has(row.status)) throw new AppError('status_not_allowed', { text: 'buyoutNotRunning' });
    const existing = await this.repository.buyoutPayment(db, row.id);
    if (existing?.status === 'processing') {
      throw new AppError('status_not_allowed', { text: 'buyoutInProgress' });
    }
    const blocking = await this.repository.blocking(db, row);
    if (blocking === 'overdue') {
      throw new AppError('payment_overdue', {
        text: 'buyoutPaymentDue',
        redirect: (locale) => buildPath('payments', {}, locale),
      });
    }
    if (blocking === 'processing') throw new AppError('status_not_allowed', { text: 'paymentInProgress' });
  }

  private price(facts: BuyoutFacts): BuyoutPrice {
    return buyoutPrice(facts.value, facts.rentPaid, this.deps.rules);
  }

  /**
   * The buy-out is paid: status 7 (billing stops), the unit retired as sold, a booked return cancelled,
   * audit rows for the subscription and the unit. A subscription no longer holding the device (staff
   * received it back meanwhile) is left as it is and the money is flagged for staff.
   */
  private async complete(tx: Db, subscriptionId: number, payment: BuyoutPaymentRow, by: ActedBy) {
    const row = await this.repository.lock(tx, subscriptionId);
    if (!row) return;
    if (!DEVICE_OUT.has(row.status)) {
      this.deps.log.error({ subscriptionId, paymentId: payment.id }, 'buy-out paid for a device not out');
      await this.audit(tx, by, row, 'subscription.buyout_unapplied', {
        paymentId: payment.id,
        status: row.status,
      });
      return;
    }
    await this.repository.markBoughtOut(tx, row.id);
    const unit = await this.repository.sellUnit(tx, row.id, `Выкуплен клиентом (подписка №${row.id})`);
    const returnCancelled = await this.repository.cancelReturn(tx, row.id);
    await this.audit(tx, by, row, 'subscription.bought_out', {
      paymentId: payment.id,
      before: { status: row.status, nextPaymentDate: row.nextPaymentDate, returnDate: row.returnDate },
      after: { status: boughtOut },
      unitId: unit?.id ?? null,
      returnCancelled,
    });
    if (unit) {
      await writeAudit(tx, {
        actor: by.actor,
        action: 'unit.sold',
        clientId: row.clientId,
        entity: 'unit',
        entityId: unit.id,
        ip: by.ip ?? null,
        details: { subscriptionId: row.id, before: { state: 'rented' }, after: { state: 'retired' } },
      });
    }
  }

  /** A declined buy-out: the points come back, the payment goes, the subscription is untouched. */
  private async undo(tx: Db, payment: BuyoutPaymentRow, code: string, by: ActedBy): Promise<void> {
    const points = await this.repository.pointsTaken(tx, payment.id);
    if (points > 0) {
      await this.deps.clients.addBonus(tx, payment.clientId, points);
      await this.repository.ledger(tx, {
        clientId: payment.clientId,
        amount: points,
        reason: 'refund',
        key: `buyout-back:payment:${payment.id}`,
      });
    }
    await this.repository.removePayment(tx, payment.id);
    await writeAudit(tx, {
      actor: by.actor,
      action: 'subscription.buyout_declined',
      clientId: payment.clientId,
      entity: 'subscription',
      entityId: payment.subscriptionId,
      ip: by.ip ?? null,
      details: { paymentId: payment.id, amount: payment.amount, code, pointsBack: points },
    });
  }

  private audit(tx: Db, by: ActedBy, row: SubscriptionRow, action: string, details: object) {
    return writeAudit(tx, {
      actor: by.actor,
      action,
      clientId: row.clientId,
      entity: 'subscription',
      entityId: row.id,
      ip: by.ip ?? null,
      details,
    });
  }

  private async answer(subscriptionId: number, locale: Locale): Promise<TSubscription> {
    const subscription = await this.deps.reader.one(this.db, subscriptionId, locale);
    if (!subscription) throw new AppError('internal');
    return subscription;
  }
}

/**
 * The payment's lines: the buy-out at its price, and the points that paid part of it as a negative
 * line, so they add up to what the card is charged. Paid with points in full: the buy-out line alone.
 */
function linesOf(amount: number, points: number, cardPart: number): NewPaymentLine[] {
  if (cardPart === 0 || points === 0) return [{ kind: 'buyout', amount }];
  return [
    { kind: 'buyout', amount },
    { kind: 'points', amount: -points },
  ];
}
