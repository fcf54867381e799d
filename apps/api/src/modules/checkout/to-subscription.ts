import type { TSubscription } from '@ijara/contract';
import type { subscriptions } from '../../db/schema/index';
import type { ResolvedDraft } from './resolve-draft';

/**
 * A subscription just created, in the shape of SPEC.md §3 (contract ZSubscription); `readyOn`: its unit
 * is expected stock, arriving that day (docs/decisions/051).
 */
export function toSubscription(
  row: typeof subscriptions.$inferSelect,
  draft: ResolvedDraft,
  readyOn: string | null = null,
): TSubscription {
  return {
    id: row.id,
    status: row.status,
    serial: row.serial,
    model: {
      id: draft.model.id,
      name: draft.model.name,
      gadgetID: draft.model.gadgetId,
      gadgetName: draft.model.gadgetName,
      specs: draft.model.specs,
    },
    term: draft.term,
    startDate: row.startDate,
    endDate: row.endDate,
    nextPaymentDate: row.nextPaymentDate,
    returnDate: row.returnDate,
    insurance: row.insurance,
    delivery: row.delivery,
    pickupAddress: draft.office?.address ?? null,
    deliveryAddress: row.deliveryAddress,
    promo: row.promo,
    total: row.monthlyTotal,
    deviceValue: row.deviceValue,
    extras: draft.extras.map((extra) => ({
      id: extra.id,
      name: extra.name,
      price: extra.price,
      billing: extra.billing,
    })),
    createdAt: row.createdAt.toISOString(),
    readyOn,
    // A newer model's order names the subscription it replaces (docs/decisions/056).
    replaces: row.replacesId,
  };
}
