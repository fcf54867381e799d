/** No notice goes out between 21:00 and 09:00 in Bishkek (Asia/Bishkek, UTC+6 all year). */
export const QUIET_HOURS = { from: 21, until: 9 } as const;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bishkek',
  hour: '2-digit',
  hourCycle: 'h23',
});

export function bishkekHour(now: Date): number {
  return Number(hourFormat.format(now));
}

/** Whether `now` is inside the quiet hours: notices are held (still pending) until 09:00. */
export function isQuiet(now: Date): boolean {
  const hour = bishkekHour(now);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}
