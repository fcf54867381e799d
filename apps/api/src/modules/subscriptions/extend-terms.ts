import { addDays, dayOf, nextMonthlyDate, SUBSCRIPTION_STATUS } from '@ijara/contract';
import type { TermRules } from './term-end';
import type { SubscriptionRow } from './transitions';

/**
 * The days the term-end choices (extending, a newer model; docs/decisions/056) are open: from the day
 * return booking opens (`RETURN_WINDOW_DAYS` before the due-back day) to the grace's last day, while
 * the subscription is active (2). Null for any other status.
 */
export function choicesWindow(
  row: Pick<SubscriptionRow, 'status' | 'endDate'>,
  rules: TermRules,
): { dueBack: string; opensOn: string; lastDay: string } | null {
  if (row.status !== SUBSCRIPTION_STATUS.active || row.endDate === null) return null;
  return {
    dueBack: row.endDate,
    opensOn: addDays(row.endDate, -rules.returnWindowDays),
    lastDay: addDays(row.endDate, rules.returnGraceDays),
  };
}

/** Whether the choices are open on `today`. */
export function choicesOpen(
  row: Pick<SubscriptionRow, 'status' | 'endDate'>,
  today: string,
  rules: TermRules,
) {
  const window = choicesWindow(row, rules);
  return window !== null && today >= window.opensOn && today <= window.lastDay;
}

/** The last billing period of the current term: the terms before it, then its own months. */
export function lastPeriod(row: Pick<SubscriptionRow, 'periodsBefore' | 'term'>): number {
  return row.periodsBefore + row.term;
}

/** The day of the month payments fall on, as settlement keeps it. */
function anchorOf(row: Pick<SubscriptionRow, 'billingDay' | 'startDate'>, fallback: string): number {
  return row.billingDay ?? dayOf(row.startDate ?? fallback);
}

/**
 * A new term of `term` months after the current one: its first period (the one after the current
 * term's last), the day that period opens — the day after the current term's last paid day, when its
 * first month is charged — and its end, `term` months later on the payments' day of the month. Null
 * without a next payment date (nothing running to extend).
 */
export function nextTerm(
  row: Pick<
    SubscriptionRow,
    'billingPeriod' | 'nextPaymentDate' | 'billingDay' | 'startDate' | 'periodsBefore' | 'term'
  >,
  term: number,
): { fromPeriod: number; startsOn: string; endsOn: string } | null {
  if (row.nextPaymentDate === null) return null;
  const anchor = anchorOf(row, row.nextPaymentDate);
  const fromPeriod = lastPeriod(row) + 1;
  let startsOn = row.nextPaymentDate;
  for (let period = row.billingPeriod; period < fromPeriod; period += 1) {
    startsOn = nextMonthlyDate(startsOn, anchor);
  }
  let endsOn = startsOn;
  for (let month = 0; month < term; month += 1) endsOn = nextMonthlyDate(endsOn, anchor);
  return { fromPeriod, startsOn, endsOn };
}
