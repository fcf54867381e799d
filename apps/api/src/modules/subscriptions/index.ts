import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { jobSetting } from '../../config/jobs';
import type { Clock } from '../../lib/clock';
import { subscriptionCalls } from './calls';
import { ConditionPhotoLinks } from './condition-photo-links';
import { conditionPhotoRoutes } from './condition-photo-routes';
import { HandOverService } from './hand-over-service';
import { SubscriptionsRepository } from './repository';
import { SubscriptionsService } from './service';
import { StatusService } from './status-service';

/** What other modules use: the ops commands read and change states; the `pause-resume` job ends pauses. */
export interface Subscriptions {
  read: SubscriptionsService;
  status: StatusService;
  handOver: HandOverService;
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
}

/**
 * A client's subscriptions and their state machine (README.md): subscription/info/,
 * subscription/setstatus/, hand-over and return for the ops commands, the end of pauses for billing.
 */
export const subscriptionsModule = fp<SubscriptionsOptions>(
  async (app, { config, clock }) => {
    const rules = { maxDays: config.PAUSE_MAX_DAYS, onePerMonths: config.PAUSE_ONE_PER_MONTHS };
    const links = new ConditionPhotoLinks(config.AUTH_CODE_PEPPER, clock);
    const reader = new SubscriptionsService(new SubscriptionsRepository(app.db), rules, links);
    await app.register(conditionPhotoRoutes, { links });
    const status = new StatusService(app.db, reader, rules, clock);
    const handOver = new HandOverService(app.db, reader, clock);
    app.decorate('subscriptions', { read: reader, status, handOver });
    app.addCalls(subscriptionCalls(reader, status));
    app.jobs.add({
      name: 'pause-resume',
      ...jobSetting(config, 'PAUSE_RESUME'),
      mode: 'exclusive',
      run: () => status.resumeEndedPauses(),
    });
  },
  { name: 'subscriptions', dependencies: ['database', 'call-registry', 'jobs'] },
);
