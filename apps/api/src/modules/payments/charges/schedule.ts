const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The payment date one calendar month after `date` ("YYYY-MM-DD"), on `anchorDay` or the month's last
 * day when it is shorter: Jan 31 → Feb 28 → Mar 31 with anchor 31.
 */
export function nextMonthlyDate(date: string, anchorDay: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const day = Math.min(anchorDay, daysInMonth(nextYear, nextMonth));
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function dayOf(date: string): number {
  return Number(date.slice(8, 10));
}

/**
 * When a soft-declined payment is tried again: the first of `retryDays` (days after its first try)
 * still ahead of `now`; null when none is left — the last try has failed.
 */
export function nextRetryAt(firstTry: Date, now: Date, retryDays: readonly number[]): Date | null {
  for (const days of retryDays) {
    const at = new Date(firstTry.getTime() + days * DAY_MS);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}
