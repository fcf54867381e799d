import fp from 'fastify-plugin';
import { subscriptionCalls } from './calls';
import { SubscriptionsRepository } from './repository';
import { SubscriptionsService } from './service';

/** A client's subscriptions: subscription/info/. */
export const subscriptionsModule = fp(
  async (app) => {
    app.addCalls(subscriptionCalls(new SubscriptionsService(new SubscriptionsRepository(app.db))));
  },
  { name: 'subscriptions', dependencies: ['database', 'call-registry'] },
);
