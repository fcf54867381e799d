import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { jobSetting } from '../../config/jobs';
import type { Clock } from '../../lib/clock';
import type { RefundService } from '../payments/index';
import { subscriptionCalls } from './calls';
import { CancelService } from './cancel-service';
import { ConditionPhotoLinks } from './condition-photo-links';
import { conditionPhotoRoutes } from './condition-photo-routes';
import { DeliverySchedule } from './delivery-schedule';
import { HandOverService } from './hand-over-service';
import { SubscriptionsRepository } from './repository';
import { SubscriptionsService } from './service';
import { StatusService } from './status-service';

/** What other modules use: the ops commands read and change states; the `pause-resume` job ends pauses. */
export type { CancelObserver } from './cancel-service';
export type { DeliverySlot, SlotObserver } from './delivery-schedule';

export interface Subscriptions {
  read: SubscriptionsService;
  status: StatusService;
  handOver: HandOverService;
  /** Cancelling an order before its hand-over, with its refunds (docs/decisions/041). */
  cancel: CancelService;
  /** A delivery's day and time window, set by staff. */
  delivery: DeliverySchedule;
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
}

/**
 * A client's subscriptions and their state machine (README.md): subscription/info/,
 * subscription/setstatus/, hand-over and return for the ops commands, the end of pauses for billing.
 */
export const subscriptionsModule = fp<SubscriptionsOptions>(
  async (app, { config, clock, refunds }) => {
    const rules = { maxDays: config.PAUSE_MAX_DAYS, onePerMonths: config.PAUSE_ONE_PER_MONTHS };
    const links = new ConditionPhotoLinks(config.AUTH_CODE_PEPPER, clock);
    const reader = new SubscriptionsService(new SubscriptionsRepository(app.db), rules, links, clock);
    await app.register(conditionPhotoRoutes, { links });
    const status = new StatusService(app.db, reader, rules, clock);
    const handOver = new HandOverService(app.db, reader, clock);
    const cancel = new CancelService(app.db, reader, refunds, clock, config.ORDER_HOLD_DAYS);
    const delivery = new DeliverySchedule(app.db, clock);
    app.decorate('subscriptions', { read: reader, status, handOver, cancel, delivery });
    app.addCalls(subscriptionCalls(reader, status, cancel));
    app.jobs.add({
      name: 'pause-resume',
      ...jobSetting(config, 'PAUSE_RESUME'),
      mode: 'exclusive',
      run: () => status.resumeEndedPauses(),
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
