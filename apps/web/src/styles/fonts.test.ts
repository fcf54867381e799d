import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Families every phone and desktop has, or that the browser resolves itself (docs/decisions/047). */
const SYSTEM_FAMILIES = new Set([
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Roboto',
  'Helvetica Neue',
  'Arial',
  'sans-serif',
  'ui-monospace',
  'SFMono-Regular',
  'Menlo',
  'Consolas',
  'monospace',
]);

const STYLES = import.meta.dirname;
const css = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(path.join(STYLES, name), 'utf8'))
  .join('\n');

/** The families a stack names: `"Inter", system-ui, sans-serif` → ['Inter', 'system-ui', 'sans-serif']. */
function families(stack: string): string[] {
  return stack.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
}

describe('fonts', () => {
  it('names only fonts the device has or the app ships (no web font named and not served)', () => {
    const stacks = [...css.matchAll(/--font-[\w-]+:\s*([^;]+);/g)].map((match) => match[1] ?? '');
    const shipped = new Set(
      [...css.matchAll(/@font-face\s*{[^}]*font-family:\s*["']?([^;"']+)/g)].map((match) => match[1]),
    );
    expect(stacks.length).toBeGreaterThan(0);
    const unknown = stacks
      .flatMap(families)
      .filter((family) => !SYSTEM_FAMILIES.has(family) && !shipped.has(family));
    expect(unknown).toEqual([]);
  });
});
