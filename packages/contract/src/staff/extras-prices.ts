import { z } from 'zod';
import { MONEY_DIVISOR } from '../constants';
import { ok, ZId, ZMoney } from '../envelope';
import { isWholeSomPrice, type PriceProblem } from './price-amounts';

/**
 * Extras' prices and each served city's delivery fee (issue 30), kept on the prices page beside the
 * grid. They have no version column: `version` is a digest of the amounts the page showed, and a save
 * sent with another one (someone saved meanwhile) answers 409 (version_conflict).
 */

export const ZStaffExtraPrice = z.object({
  id: z.number(),
  name: z.string(),
  billing: z.enum(['monthly', 'once']),
  /** Tyiyn, whole som. */
  price: z.number(),
  /** Offered at checkout; an inactive one keeps its price for later. */
  active: z.boolean(),
});
export type TStaffExtraPrice = z.infer<typeof ZStaffExtraPrice>;

/** A served city's fee for delivery to an address; 0 — free. */
export const ZStaffDeliveryFee = z.object({ cityID: z.number(), city: z.string(), fee: z.number() });
export type TStaffDeliveryFee = z.infer<typeof ZStaffDeliveryFee>;

export const ZStaffExtrasPrices = z.object({
  extras: z.array(ZStaffExtraPrice),
  deliveryFees: z.array(ZStaffDeliveryFee),
  version: z.string(),
});
export type TStaffExtrasPrices = z.infer<typeof ZStaffExtrasPrices>;

/** POST prices/extras/save/: every extra's price and every served city's fee, as the page shows them. */
export const ZStaffExtrasSaveRequest = z.object({
  version: z.string().max(64),
  extras: z.array(z.object({ id: ZId, price: ZMoney })).max(200),
  deliveryFees: z.array(z.object({ cityID: ZId, fee: ZMoney })).max(200),
});
export type TStaffExtrasSaveRequest = z.input<typeof ZStaffExtrasSaveRequest>;
export const ZStaffExtrasSaveResponse = ok({ extras: ZStaffExtrasPrices });
export type TStaffExtrasSaveResponse = z.infer<typeof ZStaffExtrasSaveResponse>;

/**
 * Each extra's price more than zero and whole som; each fee 0 or more, whole som; every id known and
 * given once. `extraID`/`cityID` let the message name the row.
 */
export function extrasProblems(
  body: z.output<typeof ZStaffExtrasSaveRequest>,
  extraIDs: readonly number[],
  cityIDs: readonly number[],
): PriceProblem[] {
  const problems: PriceProblem[] = [];
  const knownExtras = new Set(extraIDs);
  const seenExtras = new Set<number>();
  body.extras.forEach((extra, index) => {
    const field = `extras.${index}`;
    if (!knownExtras.has(extra.id) || seenExtras.has(extra.id)) {
      problems.push({ field, text: 'staffPriceGridShape' });
    } else if (!isWholeSomPrice(extra.price)) {
      problems.push({ field, text: 'staffExtraPrice', extraID: extra.id });
    }
    seenExtras.add(extra.id);
  });
  const knownCities = new Set(cityIDs);
  const seenCities = new Set<number>();
  body.deliveryFees.forEach((row, index) => {
    const field = `deliveryFees.${index}`;
    if (!knownCities.has(row.cityID) || seenCities.has(row.cityID)) {
      problems.push({ field, text: 'staffPriceGridShape' });
    } else if (row.fee < 0 || row.fee % MONEY_DIVISOR !== 0) {
      problems.push({ field, text: 'staffDeliveryFee', cityID: row.cityID });
    }
    seenCities.add(row.cityID);
  });
  return problems;
}
