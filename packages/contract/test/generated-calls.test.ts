import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileOf, generatedFiles } from '../scripts/generate-calls';
import { CALL_LOADERS, CALL_PATHS } from '../src';
import { CALLS } from '../src/calls/index';

const root = join(import.meta.dirname, '..');

describe('the files written from the call table (scripts/generate-calls.ts)', () => {
  it.each(Object.entries(generatedFiles()))('%s is up to date', (path, text) => {
    // Stale: run `npm run generate:calls -w @ijara/contract` and commit what it writes.
    expect(readFileSync(join(root, path), 'utf8')).toBe(text);
  });

  it('give every call of CALL_PATHS its definition and its loader, in its kebab-case module', async () => {
    const names = Object.keys(CALL_PATHS);
    expect(Object.keys(CALLS)).toEqual(names);
    expect(Object.keys(CALL_LOADERS)).toEqual(names);
    for (const name of names as (keyof typeof CALL_PATHS)[]) {
      const loaded: Record<string, unknown> = await CALL_LOADERS[name]();
      expect(loaded[name]).toBe(CALLS[name]);
      expect(CALLS[name].path).toBe(CALL_PATHS[name]);
    }
    expect(fileOf('userDeletePersonalData')).toBe('user-delete-personal-data');
  });
});
