/**
 * The time the payment rules read (retry schedule, "today" in Bishkek, reconciliation age). One object
 * shared by the module, so a test can move every part of it forward at once.
 */
export interface Clock {
  now: () => Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}
