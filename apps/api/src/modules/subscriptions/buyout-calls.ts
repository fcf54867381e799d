import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import { idempotentRun } from '../../plugins/idempotency';
import type { BuyoutService } from './buyout-service';

/**
 * subscription/buyout-quote/ and subscription/buyout/ (docs/decisions/055). The buy-out is an
 * Idempotency-Key call: a key whose payment committed without an answer kept replays that payment.
 */
export function buyoutCalls(buyout: BuyoutService): CallHandlers {
  return {
    subscriptionBuyoutQuote: async ({ body, request }) => ({
      statusCode: '200',
      quote: await buyout.quote(principalOf(request).clientId, body.subscriptionID),
    }),
    subscriptionBuyout: async ({ body, request }) => {
      const clientId = principalOf(request).clientId;
      const run = idempotentRun(request);
      const answer =
        run.replayOf !== null
          ? await buyout.replay({
              clientId,
              subscriptionId: body.subscriptionID,
              paymentId: run.replayOf,
              locale: request.locale,
            })
          : await buyout.pay({
              clientId,
              subscriptionId: body.subscriptionID,
              amount: body.amount,
              usePoints: body.usePoints ?? false,
              ip: request.ip,
              locale: request.locale,
              intent: run,
            });
      return { statusCode: '200', ...answer };
    },
  };
}
