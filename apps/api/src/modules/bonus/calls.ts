import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { BonusService } from './service';

export function bonusCalls(bonus: BonusService): CallHandlers {
  return {
    bonusInfo: async ({ request }) => ({
      statusCode: '200',
      ...(await bonus.info(principalOf(request).clientId)),
    }),
    bonusPromo: async ({ body, request }) => ({
      statusCode: '200',
      ...(await bonus.redeem(principalOf(request).clientId, body.promo, request.ip)),
    }),
    bonusSubscription: async ({ body, request }) => ({
      statusCode: '200',
      ...(await bonus.payWithPoints(
        principalOf(request).clientId,
        { subscriptionId: body.subscriptionID, paymentId: body.paymentID },
        request.ip,
      )),
    }),
  };
}
