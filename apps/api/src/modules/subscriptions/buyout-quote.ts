import { MONEY_DIVISOR, type Money, percentOf } from '@ijara/contract';

/** The two percentages of a buy-out (api configuration, docs/decisions/055). */
export interface BuyoutRules {
  /** BUYOUT_RENT_SHARE_PERCENT: the share of the rent paid that comes off the retail price. */
  sharePercent: number;
  /** BUYOUT_FLOOR_PERCENT: the least a buy-out costs, as a share of the retail price. */
  floorPercent: number;
}

/** A buy-out's price, item by item, in minor units: what the quote shows and the charge takes. */
export interface BuyoutPrice {
  value: Money;
  rentPaid: Money;
  sharePercent: number;
  credit: Money;
  floorPercent: number;
  floor: Money;
  amount: Money;
  floored: boolean;
}

/**
 * The one rule of a buy-out's price (DESIGN.md §4): the model's retail price less `sharePercent` of
 * the rent paid, never below `floorPercent` of the retail price. Both percentages round down to whole
 * som (`percentOf`, docs/decisions/038): the credit never exceeds what it promises, the floor never
 * exceeds its share. The amount is whole som too (a retail price in tyiyn is rounded down). Pure: the
 * quote and the charge both call it, so they cannot differ.
 */
export function buyoutPrice(value: Money, rentPaid: Money, rules: BuyoutRules): BuyoutPrice {
  const credit = percentOf(Math.max(0, rentPaid), rules.sharePercent);
  const floor = percentOf(value, rules.floorPercent);
  const less = value - credit;
  const floored = less < floor;
  const amount = Math.floor((floored ? floor : less) / MONEY_DIVISOR) * MONEY_DIVISOR;
  return {
    value,
    rentPaid,
    sharePercent: rules.sharePercent,
    credit,
    floorPercent: rules.floorPercent,
    floor,
    amount,
    floored,
  };
}
