/**
 * The time every rule reads (billing dates, retries, "today" in Bishkek, links that expire, pauses,
 * erasure day). One object for the whole app (`app.clock`, plugins/clock.ts), so a test moves every
 * module's time at once. Domain code never calls `new Date()` or `Date.now()` itself (lint rule
 * tools/lint/no-wall-clock.grit); pure calendar math lives in the contract's dates.ts.
 */
export interface Clock {
  now: () => Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}
