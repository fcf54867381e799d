import type { TDeliveryFee } from '@ijara/contract';
import type { CatalogRows } from '../catalog/index';

const bySnapshot = new WeakMap<CatalogRows, TDeliveryFee[]>();

/**
 * Each served city's delivery fee (info/delivery-fees/), 0 where none is set, as a draft is charged
 * (resolve-draft.ts). The same array for the same catalogue snapshot, so its encoded answer and ETag
 * are made once per snapshot (serializeOnce).
 */
export function deliveryFeesOf(rows: CatalogRows): TDeliveryFee[] {
  let fees = bySnapshot.get(rows);
  if (!fees) {
    const fee = new Map(rows.deliveryFees.map((row) => [row.cityId, row.fee]));
    fees = rows.cities
      .filter((city) => city.served)
      .map((city) => ({ cityID: city.id, fee: fee.get(city.id) ?? 0 }));
    bySnapshot.set(rows, fees);
  }
  return fees;
}
