import {
  buildPath,
  formatDate,
  type Locale,
  SUBSCRIPTION_STATUS,
  type TExtendQuote,
  type TSubscription,
  type TTerm,
  todayInBishkek,
} from '@ijara/contract';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  FIRST_PERIOD,
  payments,
  returnBookings,
  subscriptionExtensions,
  subscriptionExtras,
  subscriptions,
} from '../../db/schema/index';
import { statusesSql } from '../../db/statuses';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { rawRows } from '../../lib/raw-rows';
import { extendPriceRows, type PricedTerm, priceTerms } from './extend-pricing';
import { choicesWindow, lastPeriod, nextTerm } from './extend-terms';
import type { SubscriptionsService } from './service';
import { type ChangedBy, StatusRepository } from './status-repository';
import type { TermRules } from './term-end';
import type { SubscriptionRow } from './transitions';

type ExtensionRow = typeof subscriptionExtensions.$inferSelect;

export interface ExtendInput {
  clientId: number;
  subscriptionId: number;
  term: TTerm;
  /** The monthly amount the page showed; another price today is 409 price_changed. */
  monthly?: number | undefined;
  ip: string | null;
  locale: Locale;
  /** The request's Idempotency-Key, spent on the subscription in the extension's transaction. */
  intent: { recordEffect(tx: Db, subscriptionId: number): Promise<void> };
}

/** An extension priced for a locked (or just read) subscription on a day: when it starts and each term's price. */
interface Plan {
  fromPeriod: number;
  startsOn: string;
  terms: Array<PricedTerm & { endsOn: string }>;
  termPrices: Record<string, number>;
}

/** Pending extensions started per pass of the `extension-start` job. */
const START_BATCH = 50;

/**
 * Extending a subscription at its term's end (docs/decisions/056): subscription/extend-quote/ and
 * subscription/extend/, and the start of an extension made before the current term's last month was
 * charged (the `extension-start` job).
 */
export class ExtendService {
  private readonly repository = new StatusRepository();

  constructor(
    private readonly db: Db,
    private readonly reader: SubscriptionsService,
    private readonly rules: TermRules,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return todayInBishkek(this.clock.now());
  }

  /** What extending by each term costs today and until when; 409 when extending is not open. */
  async quote(clientId: number, subscriptionId: number, locale: Locale): Promise<TExtendQuote> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.clientId, clientId)));
    if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
    const plan = await this.plan(this.db, row, locale);
    return {
      startsOn: plan.startsOn,
      currentEnd: row.endDate ?? plan.startsOn,
      options: plan.terms.map((term) => ({
        term: term.term,
        monthly: term.monthly,
        endsOn: term.endsOn,
        lines: term.lines,
      })),
    };
  }

  /**
   * One transaction under the subscription's row lock: the due-back day moves to the new term's end, a
   * booked return is cancelled, the extension is written (UNIQUE per term boundary) and takes effect at
   * once when the current term's last month already has its payment, else when it gets it
   * (`startDue`); an audit row; the request's key spent.
   */
  async extend(input: ExtendInput): Promise<TSubscription> {
    return this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, input.subscriptionId, input.clientId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      const plan = await this.plan(tx, row, input.locale);
      const chosen = plan.terms.find((term) => term.term === input.term);
      if (!chosen) throw new AppError('validation_failed', { fields: { term: 'termNotOffered' } });
      if (input.monthly !== undefined && input.monthly !== chosen.monthly)
        throw new AppError('price_changed');
      const [extension] = await tx
        .insert(subscriptionExtensions)
        .values({
          subscriptionId: row.id,
          fromPeriod: plan.fromPeriod,
          term: chosen.term,
          startsOn: plan.startsOn,
          endsOn: chosen.endsOn,
          previousEnd: row.endDate ?? plan.startsOn,
          rentMonthly: chosen.rent,
          insuranceMonthly: chosen.insurance,
          discount: chosen.discount,
          monthlyTotal: chosen.monthly,
          extras: chosen.extras,
          termPrices: plan.termPrices,
        })
        .onConflictDoNothing({
          target: [subscriptionExtensions.subscriptionId, subscriptionExtensions.fromPeriod],
        })
        .returning();
      // The window closes once the due-back day moves, so only a row written outside this path is here.
      if (!extension) throw new AppError('status_not_allowed', { text: 'extendNotActive' });
      await this.repository.update(tx, row.id, { endDate: chosen.endsOn });
      const cancelled = await tx
        .delete(returnBookings)
        .where(eq(returnBookings.subscriptionId, row.id))
        .returning({ returnOn: returnBookings.returnOn });
      const started = (await this.lastMonthCharged(tx, row)) ? await this.start(tx, extension) : false;
      await this.repository.audit(
        tx,
        { actor: 'client', ip: input.ip },
        {
          clientId: row.clientId,
          action: 'subscription.extended',
          subscriptionId: row.id,
          details: {
            term: chosen.term,
            fromPeriod: plan.fromPeriod,
            startsOn: plan.startsOn,
            endsOn: chosen.endsOn,
            previousEnd: row.endDate,
            monthly: chosen.monthly,
            previousMonthly: row.monthlyTotal,
            started,
            cancelledReturn: cancelled[0]?.returnOn ?? null,
          },
        },
      );
      await input.intent.recordEffect(tx, row.id);
      return this.answer(tx, row.id, input.locale);
    });
  }

  /** A retried key whose extension committed while its answer was lost: the subscription as it is now. */
  async replay(subscriptionId: number, locale: Locale): Promise<TSubscription> {
    return this.answer(this.db, subscriptionId, locale);
  }

  /**
   * Starts the extensions made before the current term's last month was charged, once it has its
   * payment: the new term, prices and periods go onto the subscription (status 2 or 3; an unsubscribe
   * meanwhile leaves it unstarted). Rows another process holds are skipped. The `extension-start` job.
   */
  async startDue(): Promise<number> {
    let started = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await rawRows<{ id: number }>(
          tx,
          sql`select e.id from subscription_extensions e join subscriptions s on s.id = e.subscription_id
              where e.applied_at is null
                and s.status in ${statusesSql(SUBSCRIPTION_STATUS.active, SUBSCRIPTION_STATUS.pending)}
                and s.periods_before + s.term = e.from_period - 1
                and (s.billing_period >= e.from_period or exists (select 1 from payments p
                  where p.subscription_id = s.id and p.period = e.from_period - 1 and p.type = 'subscription'))
              order by e.id
              limit ${START_BATCH}
              for update of s, e skip locked`,
        );
        let count = 0;
        for (const { id } of rows) {
          const [extension] = await tx
            .select()
            .from(subscriptionExtensions)
            .where(eq(subscriptionExtensions.id, Number(id)));
          if (extension && (await this.start(tx, extension, { actor: 'system' }))) count += 1;
        }
        return { seen: rows.length, count };
      });
      started += batch.count;
      if (batch.seen < START_BATCH) return started;
    }
  }

  /**
   * Today's extension of a subscription, or the 409 that says why there is none: active (2) only, from
   * the day return booking opens to the grace's last day, no failed payment unpaid (as checkout), no
   * newer model ordered in its place, and the model still rented out in the city.
   */
  private async plan(db: Db, row: SubscriptionRow, locale: Locale): Promise<Plan> {
    const today = this.today();
    const window = choicesWindow(row, this.rules);
    if (!window) throw new AppError('status_not_allowed', { text: 'extendNotActive' });
    if (today < window.opensOn) {
      const extended = await this.latest(db, row.id);
      if (extended && extended.endsOn === row.endDate) {
        throw new AppError('status_not_allowed', {
          text: 'extendDone',
          values: (answer) => ({ date: formatDate(extended.endsOn, answer) }),
        });
      }
      throw new AppError('status_not_allowed', {
        text: 'extendNotYet',
        values: (answer) => ({ date: formatDate(window.opensOn, answer) }),
      });
    }
    if (today > window.lastDay) {
      throw new AppError('status_not_allowed', {
        text: 'extendTooLate',
        values: (answer) => ({ date: formatDate(window.dueBack, answer) }),
      });
    }
    if (await this.overdue(db, row.clientId)) {
      throw new AppError('payment_overdue', {
        text: 'extendOverdue',
        redirect: (answer) => buildPath('payments', {}, answer),
      });
    }
    const [replacement] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.replacesId, row.id), eq(subscriptions.status, SUBSCRIPTION_STATUS.created)),
      );
    if (replacement) {
      throw new AppError('status_not_allowed', {
        text: 'extendReplacementOrdered',
        values: () => ({ id: String(replacement.id) }),
      });
    }
    const rows = await extendPriceRows(db, row);
    const priced = rows.offered ? priceTerms(rows, row, locale) : [];
    if (priced.length === 0) throw new AppError('status_not_allowed', { text: 'extendModelGone' });
    const terms = priced.flatMap((term) => {
      const dates = nextTerm(row, term.term);
      return dates ? [{ ...term, endsOn: dates.endsOn }] : [];
    });
    const first = nextTerm(row, row.term);
    if (!first || terms.length === 0) throw new AppError('status_not_allowed', { text: 'extendNotActive' });
    return { fromPeriod: first.fromPeriod, startsOn: first.startsOn, terms, termPrices: rows.termPrices };
  }

  /** The client has a failed payment not paid yet (an order's failed first payment is undone, not owed). */
  private async overdue(db: Db, clientId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.clientId, clientId), eq(payments.status, 'fail'), ne(payments.period, FIRST_PERIOD)),
      )
      .limit(1);
    return row !== undefined;
  }

  private async latest(db: Db, subscriptionId: number): Promise<ExtensionRow | null> {
    const [row] = await db
      .select()
      .from(subscriptionExtensions)
      .where(eq(subscriptionExtensions.subscriptionId, subscriptionId))
      .orderBy(desc(subscriptionExtensions.fromPeriod))
      .limit(1);
    return row ?? null;
  }

  /** The current term's last month has its payment (any outcome: its amount is fixed on the row). */
  private async lastMonthCharged(tx: Db, row: SubscriptionRow): Promise<boolean> {
    const last = lastPeriod(row);
    if (row.billingPeriod > last) return true;
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, row.id),
          eq(payments.period, last),
          eq(payments.type, 'subscription'),
        ),
      );
    return payment !== undefined;
  }

  /**
   * The extension takes effect (the subscription and the extension locked by the caller): the new term,
   * its prices and the periods before it go onto the subscription, its monthly extras take the new
   * prices; billing charges `monthly_total` from the new term's first period on. With `by`, an audit row.
   */
  private async start(tx: Db, extension: ExtensionRow, by?: ChangedBy): Promise<boolean> {
    const [started] = await tx
      .update(subscriptionExtensions)
      .set({ appliedAt: sql`now()` })
      .where(and(eq(subscriptionExtensions.id, extension.id), isNull(subscriptionExtensions.appliedAt)))
      .returning({ id: subscriptionExtensions.id });
    if (!started) return false;
    const [row] = await tx
      .update(subscriptions)
      .set({
        term: extension.term,
        periodsBefore: extension.fromPeriod - 1,
        rentMonthly: extension.rentMonthly,
        insuranceMonthly: extension.insuranceMonthly,
        discount: extension.discount,
        monthlyTotal: extension.monthlyTotal,
        termPrices: extension.termPrices,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.id, extension.subscriptionId))
      .returning({ clientId: subscriptions.clientId });
    for (const extra of extension.extras) {
      await tx
        .update(subscriptionExtras)
        .set({ price: extra.price })
        .where(
          and(
            eq(subscriptionExtras.subscriptionId, extension.subscriptionId),
            eq(subscriptionExtras.extraId, extra.extraId),
            eq(subscriptionExtras.billing, 'monthly'),
          ),
        );
    }
    if (by && row) {
      await this.repository.audit(tx, by, {
        clientId: row.clientId,
        action: 'subscription.extension_started',
        subscriptionId: extension.subscriptionId,
        details: { extensionId: extension.id, term: extension.term, monthly: extension.monthlyTotal },
      });
    }
    return true;
  }

  private async answer(db: Db, subscriptionId: number, locale: Locale): Promise<TSubscription> {
    const subscription = await this.reader.one(db, subscriptionId, locale);
    if (!subscription) throw new AppError('internal');
    return subscription;
  }
}
