import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { SubscriptionsService } from './service';

export function subscriptionCalls(subscriptions: SubscriptionsService): CallHandlers {
  return {
    subscriptionInfo: async ({ request }) => ({
      statusCode: '200',
      subscriptions: await subscriptions.list(principalOf(request).clientId, request.locale),
    }),
  };
}
