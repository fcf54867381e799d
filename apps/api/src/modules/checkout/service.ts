import {
  buildPath,
  declineTextKey,
  type Locale,
  priceDraft,
  SUBSCRIPTION_STATUS,
  specText,
  type TCalculation,
  type TDeliveryFee,
  type TModelStock,
  type TParsedDraft,
  type TPromoCheck,
  type TSubscription,
  todayInBishkek,
} from '@ijara/contract';
import type { CALLS } from '@ijara/contract/calls';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { type TtlCache, ttlCache } from '../../lib/ttl-cache';
import { PROMO_REJECTION_TEXT } from '../../promo/rules';
import { deliveryFeesOf } from './delivery-fees';
import { draftKey } from './draft-key';
import { type CatalogueSnapshot, DraftRowsReader } from './draft-rows';
import { firstPaymentLines } from './first-payment-lines';
import { OrderRepository } from './order-repository';
import type { FirstCharge, FirstChargeOutcome, OrderIntent, OrderReader, ReplacementCheck } from './ports';
import { promoAppliedMessage } from './promo-message';
import { draftQuery, type ResolvedDraft, resolveDraft } from './resolve-draft';
import { StockRepository, stockLevel } from './stock-repository';
import { toSubscription } from './to-subscription';

/** How long a process answers info/stock/ from memory; its own reservations clear it at once. */
export const STOCK_TTL_MS = 5_000;
/** Late-failed checkouts undone per sweep. */
const SWEEP_BATCH = 50;

export type CreateRequest = z.output<(typeof CALLS)['subscriptionCreate']['request']>;

export interface CheckoutDeps {
  db: Db;
  /** The payments module's charge service (`payments.charges`). */
  charges: FirstCharge;
  /** The gateway the first payment goes through (`payments.gateway.name`), kept on the payment row. */
  gateway: string;
  log: FastifyBaseLogger;
  /** The catalogue module's snapshot (`app.catalog`): a quote reads the catalogue from it. */
  catalogue: CatalogueSnapshot;
  /** The subscriptions module's reader: a replayed order answers its state now. */
  orders: OrderReader;
  /** Promo codes' validity dates. */
  clock: Clock;
  /** An order for a newer model: the subscription it replaces is checked (docs/decisions/056). */
  replacements: ReplacementCheck;
}

export interface CreateInput {
  clientId: number;
  request: CreateRequest;
  /** The `roistat_visit` cookie (or the body's value), already checked. */
  roistat: string | null;
  ip: string | null;
  locale: Locale;
  /** The request's Idempotency-Key, spent in the order's transaction. */
  intent: OrderIntent;
}

export interface Created {
  subscription: TSubscription;
  payment: { id: number; status: 'success' | 'processing'; amount: number } | null;
}

/**
 * Checkout (issue 7): prices a draft, serves stock levels, and turns a draft into a subscription in
 * status 1 with a reserved unit and a paid first period — or into nothing at all when the first
 * charge fails (docs/decisions/021-checkout.md).
 */
export class CheckoutService {
  private readonly stock = new StockRepository();
  private readonly orders = new OrderRepository();
  /** Keyed by the day in Bishkek: an expected unit's day arriving changes the levels (decision 051). */
  private readonly levels: TtlCache<TModelStock[]>;
  private levelsDay = '';
  private readonly draftRows: DraftRowsReader;

  constructor(private readonly deps: CheckoutDeps) {
    this.draftRows = new DraftRowsReader(deps.db, deps.catalogue);
    this.levels = ttlCache(STOCK_TTL_MS, async (today) =>
      (await this.stock.levels(deps.db, today)).map((row) => ({
        modelID: row.modelId,
        cityID: row.cityId,
        ...stockLevel(row.free, row.expected),
      })),
    );
  }

  /** The service's day: which units are here and which are expected. */
  private today(): string {
    return todayInBishkek(this.deps.clock.now());
  }

  async calculate(clientId: number, draft: TParsedDraft, locale: Locale): Promise<TCalculation> {
    const query = draftQuery(clientId, draft, this.today());
    const resolved = resolveDraft(
      await this.draftRows.quote(query),
      query,
      draft,
      locale,
      this.deps.clock.now(),
    );
    const quote = priceDraft(resolved.pricing, locale);
    return {
      lines: quote.lines,
      firstPayment: quote.firstPayment,
      monthly: quote.monthly,
      deliveryFee: quote.deliveryFee,
      discount: quote.discount,
      monthlyDiscount: quote.monthlyDiscount,
      promo: promoCheck(resolved, locale),
      employer: resolved.employer,
      ...calculatedStock(resolved),
    };
  }

  /**
   * Every model's stock level per served city today; the same array until it expires, stock changes
   * here or the day turns (yesterday's entry is dropped then).
   */
  stockLevels(): Promise<TModelStock[]> {
    const today = this.today();
    if (today !== this.levelsDay) {
      this.levels.clear();
      this.levelsDay = today;
    }
    return this.levels.get(today);
  }

  /** Units were added or changed elsewhere in this process (the stock desk): info/stock/ reads afresh. */
  stockChanged(): void {
    this.levels.clear();
  }

  /** Each served city's delivery fee, from the catalogue snapshot a quote prices from. */
  async deliveryFees(): Promise<TDeliveryFee[]> {
    return deliveryFeesOf(await this.deps.catalogue.rows());
  }

  /**
   * Re-prices the draft (the client's numbers are never used), then in one transaction: checks the
   * client, the card and the promo, writes the subscription, reserves a unit and writes the first
   * payment as a try in flight. The charge runs after the commit, never inside a transaction; a
   * decline undoes the order and answers why.
   */
  async create(input: CreateInput): Promise<Created> {
    const { db, charges, gateway, log } = this.deps;
    const order = await db.transaction(async (tx) => {
      const client = await this.orders.lockClient(tx, input.clientId);
      if (!client) throw new AppError('unauthorized');
      if (client.forbidden || client.deletePersonalData) throw new AppError('forbidden');
      const query = draftQuery(input.clientId, input.request, this.today());
      const rows = await this.draftRows.read(query, tx);
      const draft = resolveDraft(rows, query, input.request, input.locale, this.deps.clock.now());
      // Another click, tab or key of the same order: the client's row lock makes them wait for this check.
      const orderKey = draftKey(draft);
      const open = await this.orders.openOrder(tx, input.clientId, orderKey);
      if (open !== null) {
        throw new AppError('order_exists', {
          redirect: (locale) => buildPath('subscription', { subscription: String(open) }, locale),
        });
      }
      const replaces = input.request.replaces ?? null;
      if (replaces !== null) {
        await this.deps.replacements.check(tx, {
          clientId: input.clientId,
          subscriptionId: replaces,
          cityId: draft.cityId,
        });
      }
      if (draft.promo && !draft.promo.verdict.valid) {
        throw new AppError('validation_failed', {
          fields: { promo: PROMO_REJECTION_TEXT[draft.promo.verdict.reason] },
        });
      }
      const cardId = await this.orders.activeCard(tx, input.clientId);
      if (cardId === null) throw new AppError('no_active_card');
      const quote = priceDraft(draft.pricing, input.locale);
      if (input.request.firstPayment !== undefined && input.request.firstPayment !== quote.firstPayment) {
        throw new AppError('price_changed');
      }
      const promo = draft.pricing.promo;
      if (promo) {
        const redeemed = await this.orders.redeemPromo(tx, promo.id, input.clientId);
        if (redeemed !== 'ok') {
          throw new AppError('validation_failed', { fields: { promo: PROMO_REJECTION_TEXT[redeemed] } });
        }
      }
      const row = await this.orders.insertSubscription(tx, {
        clientId: input.clientId,
        modelId: draft.model.id,
        cityId: draft.cityId,
        status: SUBSCRIPTION_STATUS.created,
        draftKey: orderKey,
        term: draft.term,
        insurance: draft.insurance,
        insuranceMonthly: draft.pricing.insurance ?? 0,
        delivery: draft.address === null ? 'pickup' : 'delivery',
        officeId: draft.office?.id ?? null,
        deliveryAddress: draft.address,
        deliveryFee: quote.deliveryFee,
        promoCodeId: promo?.id ?? null,
        promo: promo?.code ?? null,
        discount: quote.monthlyDiscount,
        rentMonthly: draft.pricing.rent,
        termPrices: draft.termPrices,
        monthlyTotal: quote.monthly,
        firstPayment: quote.firstPayment,
        roistatVisit: input.roistat,
        replacesId: replaces,
      });
      // A unit here now if there is one, else the expected one that arrives first: the order then
      // states its day, the earliest of its pickup or delivery (docs/decisions/051).
      const unit = await this.stock.reserve(tx, {
        modelId: draft.model.id,
        cityId: draft.cityId,
        officeId: draft.office?.id ?? null,
        subscriptionId: row.id,
        today: query.today,
      });
      if (unit === null) throw new AppError('out_of_stock');
      await this.orders.insertExtras(tx, row.id, draft.extras);
      const paymentId =
        quote.firstPayment > 0
          ? await this.orders.insertFirstPayment(
              tx,
              {
                clientId: input.clientId,
                subscriptionId: row.id,
                amount: quote.firstPayment,
                cardId,
                gateway,
              },
              firstPaymentLines(quote, draft.pricing),
            )
          : null;
      await this.orders.audit(tx, {
        clientId: input.clientId,
        actor: 'client',
        ip: input.ip,
        action: 'checkout.created',
        subscriptionId: row.id,
        details: {
          unitId: unit.id,
          ...(unit.readyOn === null ? {} : { readyOn: unit.readyOn }),
          paymentId,
          firstPayment: quote.firstPayment,
          monthly: quote.monthly,
        },
      });
      await input.intent.recordEffect(tx, row.id);
      return { row, draft, cardId, paymentId, amount: quote.firstPayment, readyOn: unit.readyOn };
    });
    this.levels.clear();

    const subscription = toSubscription(order.row, order.draft, order.readyOn);
    if (order.paymentId === null) return { subscription, payment: null };
    const payment = { id: order.paymentId, amount: order.amount };
    let outcome: FirstChargeOutcome;
    try {
      outcome = await charges.attempt(
        { paymentId: payment.id, attempt: 1, amount: payment.amount, cardId: order.cardId },
        { actor: 'client', ip: input.ip },
      );
    } catch (error) {
      // The try may have reached the gateway: it stays "processing" and is reconciled, never repeated.
      log.error({ err: error, paymentId: payment.id }, 'first charge failed to run');
      outcome = { status: 'unknown' };
    }
    if (outcome.status === 'succeeded') return { subscription, payment: { ...payment, status: 'success' } };
    if (outcome.status === 'unknown') return { subscription, payment: { ...payment, status: 'processing' } };
    if (!(await this.undo(order.row.id, { actor: 'client', ip: input.ip }))) {
      // The payment row did not take the decline (another report got there first): the sweep retries.
      log.warn({ subscriptionId: order.row.id, paymentId: payment.id }, 'declined checkout not undone yet');
    }
    throw new AppError(outcome.code === 'no_active_card' ? 'no_active_card' : 'payment_declined', {
      text: declineTextKey(outcome.code),
    });
  }

  /**
   * The answer to a retried create whose order committed while its first answer was lost (a 5xx, a
   * dropped connection, a killed process): the order and its first payment as they are now. An order
   * undone since, because its first charge failed, answers that decline. The key is the client's own,
   * so the order it names is theirs.
   */
  async replay(subscriptionId: number, locale: Locale): Promise<Created> {
    const { db } = this.deps;
    const [subscription, payment] = await Promise.all([
      this.deps.orders.one(db, subscriptionId, locale),
      this.orders.firstPayment(db, subscriptionId),
    ]);
    if (!subscription || payment?.status === 'fail') {
      throw new AppError('payment_declined', { text: declineTextKey(payment?.code ?? 'declined') });
    }
    if (!payment) return { subscription, payment: null };
    return { subscription, payment: { id: payment.id, status: payment.status, amount: payment.amount } };
  }

  /**
   * Undoes checkouts whose first charge failed after the answer was sent (an unknown outcome settled
   * later by reconciliation), and tells the person. The `checkout-sweep` job.
   */
  async sweep(): Promise<number> {
    let undone = 0;
    for (const id of await this.orders.failedCheckouts(this.deps.db, SWEEP_BATCH)) {
      if (await this.undo(id, { actor: 'system' })) undone += 1;
    }
    return undone;
  }

  /** Releases the unit and erases the order, if it is still status 1 with a failed first payment. */
  private async undo(subscriptionId: number, by: { actor: 'client' | 'system'; ip?: string | null }) {
    const undone = await this.deps.db.transaction(async (tx) => {
      const { payment, subscription } = await this.orders.lockFailedCheckout(tx, subscriptionId);
      if (subscription?.status !== SUBSCRIPTION_STATUS.created || payment?.status !== 'fail') return false;
      const unitId = await this.stock.release(tx, subscriptionId);
      await this.orders.erase(tx, {
        subscriptionId,
        clientId: subscription.clientId,
        paymentId: payment.id,
        promoCodeId: subscription.promoCodeId,
      });
      await this.orders.audit(tx, {
        clientId: subscription.clientId,
        actor: by.actor,
        ip: by.ip ?? null,
        action: 'checkout.failed',
        subscriptionId,
        details: { unitId, paymentId: payment.id, amount: payment.amount, code: payment.code },
      });
      if (by.actor === 'system')
        await this.orders.notify(tx, subscription.clientId, { amount: payment.amount });
      return true;
    });
    if (undone) this.levels.clear();
    return undone;
  }
}

/** The calculation's stock: the level, and with "expected" the day the unit arrives. */
function calculatedStock(resolved: ResolvedDraft): Pick<TCalculation, 'stock' | 'availableFrom'> {
  const { level, availableFrom } = stockLevel(resolved.free, resolved.expected);
  return availableFrom === undefined ? { stock: level } : { stock: level, availableFrom };
}

function promoCheck(resolved: ResolvedDraft, locale: Locale): TPromoCheck | null {
  if (!resolved.promo) return null;
  const { code, verdict } = resolved.promo;
  if (verdict.valid) return { code, valid: true, message: promoAppliedMessage(verdict.promo, locale) };
  return {
    code,
    valid: false,
    reason: verdict.reason,
    message: specText(PROMO_REJECTION_TEXT[verdict.reason], locale),
  };
}
