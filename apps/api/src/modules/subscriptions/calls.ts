import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { CancelService } from './cancel-service';
import type { SubscriptionsService } from './service';
import type { StatusService } from './status-service';

/** Why a client's own cancellation is recorded: their words are not asked for. */
const CLIENT_CANCEL_REASON = 'cancelled by the client';

/** subscription/info/, subscription/setstatus/ and subscription/cancel/. */
export function subscriptionCalls(
  subscriptions: SubscriptionsService,
  status: StatusService,
  cancel: CancelService,
): CallHandlers {
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
    subscriptionCancel: async ({ body, request }) => ({
      statusCode: '200',
      ...(await cancel.cancel({
        subscriptionId: body.subscriptionID,
        clientId: principalOf(request).clientId,
        reason: CLIENT_CANCEL_REASON,
        by: { actor: 'client', ip: request.ip },
        locale: request.locale,
      })),
    }),
  };
}
