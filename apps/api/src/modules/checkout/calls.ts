import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import { serializeOnce } from '../../plugins/serialized-answer';
import { roistatVisit } from './roistat';
import type { CheckoutService } from './service';

/** subscription/calculate/, subscription/create/ (Idempotency-Key, via the plugin) and info/stock/. */
export function checkoutCalls(checkout: CheckoutService): CallHandlers {
  return {
    subscriptionCalculate: async ({ body, request }) => ({
      statusCode: '200',
      calculation: await checkout.calculate(principalOf(request).clientId, body, request.locale),
    }),
    subscriptionCreate: async ({ body, request }) => {
      const created = await checkout.create({
        clientId: principalOf(request).clientId,
        request: body,
        roistat: roistatVisit(request.headers.cookie, body.roistat),
        ip: request.ip,
        locale: request.locale,
      });
      return { statusCode: '200', ...created };
    },
    infoStock: async () => {
      const stock = await checkout.stockLevels();
      return serializeOnce('infoStock', stock, () => ({ statusCode: '200', stock }));
    },
  };
}
