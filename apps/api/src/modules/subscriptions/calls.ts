import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { SubscriptionsService } from './service';
import type { StatusService } from './status-service';

/** subscription/info/ and subscription/setstatus/. */
export function subscriptionCalls(subscriptions: SubscriptionsService, status: StatusService): CallHandlers {
  return {
    subscriptionInfo: async ({ request }) => ({
      statusCode: '200',
      subscriptions: await subscriptions.list(principalOf(request).clientId, request.locale),
    }),
    subscriptionSetStatus: async ({ body, request }) => ({
      statusCode: '200',
      subscription: await status.setStatus({
        clientId: principalOf(request).clientId,
        subscriptionId: body.subscriptionID,
        status: body.status,
        ip: request.ip,
        locale: request.locale,
      }),
    }),
  };
}
