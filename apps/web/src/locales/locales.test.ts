import { SPEC_TEXTS } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

/** Flattens to "a.b.c" keys; plural forms collapse to their base key (languages differ in forms). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

describe('locale files', () => {
  it('have the same keys in ru and en', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ru))].sort());
  });

  it('give Russian counts all their plural forms', () => {
    for (const base of ['devicesCount', 'months']) {
      const group = base === 'months' ? ru.gadget : ru.catalog;
      for (const form of ['one', 'few', 'many', 'other']) expect(group).toHaveProperty(`${base}_${form}`);
    }
  });

  it('do not copy the specification texts that contract SPEC_TEXTS owns', () => {
    expect('spec' in ru || 'spec' in en).toBe(false);
    const own = new Set([...strings(ru), ...strings(en)]);
    const copied = [...strings(SPEC_TEXTS.ru), ...strings(SPEC_TEXTS.en)].filter((text) => own.has(text));
    expect(copied).toEqual([]);
  });
});
