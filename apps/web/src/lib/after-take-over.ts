/**
 * Work a page can be used without: the rest of the language's messages, the sign-in form's library and
 * checks (docs/decisions/061). It waits until the app has taken the page over (app/root.tsx calls
 * `tookOver()` in its first effect), then runs when the browser is idle, so it never competes with the
 * scripts that make the page work. Unlike the prefetch of likely next pages (navigation/idle-prefetch),
 * it runs on a slow connection and with Save-Data too: the page needs it, only later.
 */
type Task = () => void;

const waiting: Task[] = [];
let open = false;
/** A browser without requestIdleCallback (Safari) runs the work this long after the take-over. */
const WITHOUT_IDLE_MS = 200;
/** An idle moment may never come on a busy page; the work starts after this at the latest. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(task: Task): void {
  if (typeof globalThis.requestIdleCallback === 'function')
    requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, WITHOUT_IDLE_MS);
}

/** Runs `task` when the browser is idle after the take-over (at once in line if that has happened). */
export function afterTakeOver(task: Task): void {
  if (open) whenIdle(task);
  else waiting.push(task);
}

/** The app has taken the page over: what waited runs when the browser is idle. */
export function tookOver(): void {
  if (open) return;
  open = true;
  for (const task of waiting.splice(0)) whenIdle(task);
}
