import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { jobSetting } from '../../config/jobs';
import type { Clock } from '../../lib/clock';
import type { ClientWrites } from '../clients/index';
import type { Payments, RefundService } from '../payments/index';
import { buyoutCalls } from './buyout-calls';
import { BuyoutService } from './buyout-service';
import { subscriptionCalls } from './calls';
import { CancelService } from './cancel-service';
import { ClaimOutcomes } from './claim-outcomes';
import { ConditionPhotoLinks } from './condition-photo-links';
import { conditionPhotoRoutes } from './condition-photo-routes';
import { DeliverySchedule } from './delivery-schedule';
import { devTermEndRoutes } from './dev-term-end-routes';
import { ExitService } from './exit-service';
import { extendCalls } from './extend-calls';
import { ExtendService } from './extend-service';
import { HandOverService } from './hand-over-service';
import { NewerModelService } from './newer-model-service';
import { SubscriptionsRepository } from './repository';
import { ReturnBookingService } from './return-booking-service';
import { SubscriptionsService } from './service';
import { StatusService } from './status-service';
import type { TermRules } from './term-end';

/** What other modules use: the ops commands read and change states; the `pause-resume` job ends pauses. */
export type { CancelObserver } from './cancel-service';
export type { ClaimActor, ClaimOutcomes } from './claim-outcomes';
export type { DeliverySlot, SlotObserver } from './delivery-schedule';
export type { ReturnObserver, ReturnReceived } from './hand-over-service';
export type { NewerModelService, Replacement } from './newer-model-service';
export { dueBackOf, lateFrom, type TermRules } from './term-end';
export { dueBackSql, overdueSql } from './term-end-sql';

export interface Subscriptions {
  read: SubscriptionsService;
  status: StatusService;
  handOver: HandOverService;
  /** Cancelling an order before its hand-over, with its refunds (docs/decisions/041). */
  cancel: CancelService;
  /** A delivery's day and time window, set by staff. */
  delivery: DeliverySchedule;
  /** The return booked at the term's end (docs/decisions/053). */
  returns: ReturnBookingService;
  /** Extending at the term's end (docs/decisions/056). */
  extend: ExtendService;
  /** Which subscription an order for a newer model may replace (checkout asks, docs/decisions/056). */
  newerModel: NewerModelService;
  /** The term-end rules and the clock they count from: the desks list due and overdue returns by them. */
  termEnd: { rules: TermRules; clock: Clock };
  /** What a claim's decision does to the subscription and its units (docs/decisions/059). */
  claimOutcomes: ClaimOutcomes;
}

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: Subscriptions;
  }
}

export interface SubscriptionsOptions {
  config: Config;
  /** The payments module's clock: "today" for the dates, moved by tests together with billing's. */
  clock: Clock;
  /** A cancelled order's payments are refunded through the payments module. */
  refunds: RefundService;
  /** An early exit's charge is sent through the payments module's charge path (docs/decisions/054). */
  charges: Pick<Payments['charges'], 'attempt'>;
  /** The gateway the exit charge goes through (`payments.gateway.name`), kept on the payment row. */
  gateway: string;
  /** A buy-out's charge completes (or is undone) in its settling transaction (docs/decisions/055). */
  settlement: Pick<Payments['settlement'], 'observe'>;
  /** A buy-out paid partly with points takes them, and a declined one gives them back. */
  clients: Pick<ClientWrites, 'takeBonus' | 'addBonus'>;
}

/**
 * A client's subscriptions and their state machine (README.md): subscription/info/,
 * subscription/setstatus/, hand-over and return for the ops commands, the end of pauses for billing.
 */
export const subscriptionsModule = fp<SubscriptionsOptions>(
  async (app, { config, clock, refunds, charges, gateway, settlement, clients }) => {
    const rules = {
      maxDays: config.PAUSE_MAX_DAYS,
      onePerMonths: config.PAUSE_ONE_PER_MONTHS,
      returnWindowDays: config.RETURN_WINDOW_DAYS,
      returnGraceDays: config.RETURN_GRACE_DAYS,
    };
    const links = new ConditionPhotoLinks(config.AUTH_CODE_PEPPER, clock);
    const reader = new SubscriptionsService(app.db, new SubscriptionsRepository(app.db), rules, links, clock);
    await app.register(conditionPhotoRoutes, { links });
    const exit = new ExitService(app.db, { rules, clock, charges, gateway, log: app.log });
    const status = new StatusService(app.db, reader, rules, clock, exit);
    const handOver = new HandOverService(app.db, reader, clock, exit);
    const cancel = new CancelService(app.db, reader, refunds, clock, config.ORDER_HOLD_DAYS);
    const delivery = new DeliverySchedule(app.db, clock);
    const returns = new ReturnBookingService(app.db, reader, rules, clock);
    const extend = new ExtendService(app.db, reader, rules, clock);
    const newerModel = new NewerModelService(rules, clock);
    app.decorate('subscriptions', {
      read: reader,
      status,
      handOver,
      cancel,
      delivery,
      returns,
      extend,
      newerModel,
      termEnd: { rules, clock },
      claimOutcomes: new ClaimOutcomes(clock),
    });
    app.addCalls(subscriptionCalls(reader, status, cancel, returns, exit));
    app.addCalls(extendCalls(extend));
    const buyout = new BuyoutService(app.db, {
      reader,
      rules: { sharePercent: config.BUYOUT_RENT_SHARE_PERCENT, floorPercent: config.BUYOUT_FLOOR_PERCENT },
      charges,
      clients,
      gateway,
      log: app.log,
    });
    settlement.observe(buyout.observer);
    app.addCalls(buyoutCalls(buyout));
    if (config.NODE_ENV !== 'production') await app.register(devTermEndRoutes, { clock });
    app.jobs.add({
      name: 'pause-resume',
      ...jobSetting(config, 'PAUSE_RESUME'),
      mode: 'exclusive',
      run: () => status.resumeEndedPauses(),
    });
    app.jobs.add({
      name: 'extension-start',
      ...jobSetting(config, 'EXTENSION_START'),
      mode: 'exclusive',
      run: () => extend.startDue(),
    });
    app.jobs.add({
      name: 'order-expiry',
      ...jobSetting(config, 'ORDER_EXPIRY'),
      mode: 'exclusive',
      run: () => cancel.expire(),
    });
    app.jobs.add({
      name: 'refund-retry',
      ...jobSetting(config, 'REFUND_RETRY'),
      mode: 'exclusive',
      run: () => refunds.retryPending(),
    });
  },
  { name: 'subscriptions', dependencies: ['database', 'call-registry', 'jobs'] },
);
