/** Shared with test/setup/console-guard.ts through globalThis: setup files and tests are separate modules. */
export const consoleGuard = globalThis as typeof globalThis & { __consoleAllowed?: boolean };

/** Lets the current test write to console.error / console.warn (output it expects). */
export function allowConsole(): void {
  consoleGuard.__consoleAllowed = true;
}
