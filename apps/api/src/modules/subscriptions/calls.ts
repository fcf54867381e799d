import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { CancelService } from './cancel-service';
import type { ExitService } from './exit-service';
import type { ReturnBookingService } from './return-booking-service';
import type { SubscriptionsService } from './service';
import type { StatusService } from './status-service';

/** Why a client's own cancellation is recorded: their words are not asked for. */
const CLIENT_CANCEL_REASON = 'cancelled by the client';

/** subscription/info/, setstatus/, cancel/ and return-booking/. */
export function subscriptionCalls(
  subscriptions: SubscriptionsService,
  status: StatusService,
  cancel: CancelService,
  returns: ReturnBookingService,
  exit: ExitService,
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
        ...(body.exitCharge === undefined ? {} : { exitCharge: body.exitCharge }),
      }),
    }),
    subscriptionExitQuote: async ({ body, request }) => ({
      statusCode: '200',
      quote: await exit.quote(principalOf(request).clientId, body.subscriptionID, request.locale),
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
    subscriptionReturnBooking: async ({ body, request }) => ({
      statusCode: '200',
      subscription: await returns.book({
        clientId: principalOf(request).clientId,
        subscriptionId: body.subscriptionID,
        date: body.date,
        office: body.office,
        address: body.address,
        ip: request.ip,
        locale: request.locale,
      }),
    }),
  };
}
