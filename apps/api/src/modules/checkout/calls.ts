import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import { idempotentRun } from '../../plugins/idempotency';
import { serializeOnce } from '../../plugins/serialized-answer';
import { roistatVisit } from './roistat';
import type { CheckoutService } from './service';

/**
 * subscription/calculate/, subscription/create/ (Idempotency-Key, via the plugin: a key whose order
 * committed replays it), info/stock/ and info/delivery-fees/.
 */
export function checkoutCalls(checkout: CheckoutService): CallHandlers {
  return {
    subscriptionCalculate: async ({ body, request }) => ({
      statusCode: '200',
      calculation: await checkout.calculate(principalOf(request).clientId, body, request.locale),
    }),
    subscriptionCreate: async ({ body, request }) => {
      const clientId = principalOf(request).clientId;
      const run = idempotentRun(request);
      const created =
        run.replayOf !== null
          ? await checkout.replay(run.replayOf, request.locale)
          : await checkout.create({
              clientId,
              request: body,
              roistat: roistatVisit(request.headers.cookie, body.roistat),
              ip: request.ip,
              locale: request.locale,
              intent: run,
            });
      return { statusCode: '200', ...created };
    },
    infoStock: async () => {
      const stock = await checkout.stockLevels();
      return serializeOnce('infoStock', stock, () => ({ statusCode: '200', stock }));
    },
    infoDeliveryFees: async () => {
      const fees = await checkout.deliveryFees();
      return serializeOnce('infoDeliveryFees', fees, () => ({ statusCode: '200', fees }));
    },
  };
}
