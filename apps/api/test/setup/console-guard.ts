import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleGuard } from '../helpers/console';

/** A console.error or console.warn during a test fails it, unless the test called allowConsole(). */
const calls: string[] = [];

beforeEach(() => {
  consoleGuard.__consoleAllowed = false;
  calls.length = 0;
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (!consoleGuard.__consoleAllowed && calls.length > 0) {
    throw new Error(`Unexpected console output during the test:\n${calls.join('\n')}`);
  }
});
