import { addDays, dayOf, nextMonthlyDate } from '@ijara/contract';

/**
 * The dates of a subscription handed over on `today` (DESIGN.md §4: the first period starts with the
 * hand-over, for delivery and pickup alike). The first month is paid at checkout, so the next payment
 * is a month later, on the same day of the month (the last day of a shorter month), and so is the end.
 */
export function termDates(today: string, term: number) {
  const billingDay = dayOf(today);
  let endDate = today;
  for (let month = 0; month < term; month += 1) endDate = nextMonthlyDate(endDate, billingDay);
  return { startDate: today, nextPaymentDate: nextMonthlyDate(today, billingDay), endDate, billingDay };
}

/** A date moved by whole days, keeping null. */
export function shifted(date: string | null, days: number): string | null {
  return date === null ? null : addDays(date, days);
}
