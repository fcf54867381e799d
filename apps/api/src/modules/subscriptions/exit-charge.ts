import { MONEY_DIVISOR, type Money, SUBSCRIPTION_TERMS, type TTerm } from '@ijara/contract';
import type { NewPaymentLine } from '../payments/index';
import type { SubscriptionRow } from './transitions';

/** What leaving early costs, from the subscription as the unsubscribe leaves it (docs/decisions/054). */
export interface ExitCharge {
  /** The last day of use (the unsubscribe's return date). */
  returnDate: string;
  monthsUsed: number;
  /** The term whose price applies; null when nothing is re-priced (the term is used up, or the shortest). */
  tariffTerm: TTerm | null;
  /** Whole som, never negative. */
  amount: Money;
  /** The charge's one line; empty when the amount is 0. */
  lines: NewPaymentLine[];
}

/**
 * Months begun by the return date, pauses left out: month 1 from the hand-over, month n on the day the
 * (n−1)th monthly payment fell due, dates a pause moved on. `billing_period` is the month
 * `next_payment_date` opens, so the months begun are `billing_period − 1`, or `billing_period` once the
 * return date reaches that day (its payment due, paid or not). Never more than the term.
 */
export function monthsUsed(
  row: Pick<SubscriptionRow, 'billingPeriod' | 'nextPaymentDate' | 'term' | 'periodsBefore'>,
  returnDate: string,
): number {
  const begun =
    row.nextPaymentDate !== null && returnDate >= row.nextPaymentDate
      ? row.billingPeriod
      : row.billingPeriod - 1;
  // An extended subscription counts the months of its current term only; one not begun yet is 0
  // (leaving then ends with the earlier term, used up): docs/decisions/056.
  if (row.periodsBefore > 0) return Math.min(Math.max(begun - row.periodsBefore, 0), row.term);
  return Math.min(Math.max(begun, 1), row.term);
}

/**
 * The longest offered term not longer than the months used, among the terms with a price; the shortest
 * priced term when fewer months were used than it has.
 */
export function tariffTermFor(months: number, prices: Readonly<Record<string, Money>>): TTerm | null {
  const priced = SUBSCRIPTION_TERMS.filter((term) => (prices[String(term)] ?? 0) > 0);
  const fitting = priced.filter((term) => term <= months);
  return fitting.at(-1) ?? priced[0] ?? null;
}

/**
 * Unsubscribing before the term ends re-prices the months used at the tariff of the longest term not
 * longer than them and charges the difference: months × (tariff − the rent sold per month). Discounts
 * stay what they were in som (they come off both prices alike), so only the rent is re-priced. Never
 * negative; whole som, rounded down (docs/decisions/038).
 *
 * `row` is the subscription as the unsubscribe leaves it (a pause ended, the return date set);
 * `prices` the model's monthly prices in its city by term: those copied at checkout, or for orders
 * older than that copy, the price list of today.
 */
export function exitCharge(
  row: SubscriptionRow & { returnDate: string },
  prices: Readonly<Record<string, Money>>,
): ExitCharge {
  const months = monthsUsed(row, row.returnDate);
  const none = { returnDate: row.returnDate, monthsUsed: months, tariffTerm: null, amount: 0, lines: [] };
  if (months === 0 || months >= row.term) return none;
  const tariffTerm = tariffTermFor(months, prices);
  const rent = row.rentMonthly > 0 ? row.rentMonthly : (prices[String(row.term)] ?? 0);
  if (tariffTerm === null || tariffTerm >= row.term || rent === 0) return none;
  const tariff = prices[String(tariffTerm)] ?? 0;
  const difference = Math.max(0, months * (tariff - rent));
  const amount = Math.floor(difference / MONEY_DIVISOR) * MONEY_DIVISOR;
  if (amount === 0) return { ...none, tariffTerm };
  return {
    returnDate: row.returnDate,
    monthsUsed: months,
    tariffTerm,
    amount,
    lines: [{ kind: 'early_exit', amount, detail: { months, term: tariffTerm } }],
  };
}
