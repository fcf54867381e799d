import { z } from 'zod';
import { ok, ZId, ZMoney } from '../envelope';

export const ZPromoRequest = z.object({ promo: z.string().trim().min(1).max(40) });
export const ZPromoResponse = ok({ bonus: ZMoney, credited: ZMoney });

/** Pays a due subscription payment with bonus points. */
export const ZBonusSubscriptionRequest = z.object({ subscriptionID: ZId, paymentID: ZId });
export const ZBonusSubscriptionResponse = ok({ bonus: ZMoney });
