// @vitest-environment node
import { SPEC_TEXTS } from '@ijara/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

/** Flattens to "a.b.c" keys; plural forms collapse to their base key (languages differ in forms). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Base key → the plural forms it has ("gadget.months" → one, few, many, other). */
function pluralForms(value: unknown, prefix = '', found = new Map<string, Set<string>>()) {
  if (typeof value !== 'object' || value === null) {
    const form = /^(.*)_(zero|one|two|few|many|other)$/.exec(prefix);
    if (form?.[1] && form[2]) found.set(form[1], (found.get(form[1]) ?? new Set()).add(form[2]));
    return found;
  }
  for (const [key, child] of Object.entries(value))
    pluralForms(child, prefix ? `${prefix}.${key}` : key, found);
  return found;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

describe('locale files', () => {
  it('have the same keys in ru and en', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ru))].sort());
  });

  it('give every count all the plural forms of its language', () => {
    const bases = (messages: unknown) => [...pluralForms(messages).keys()].sort();
    expect(bases(ru)).toEqual(bases(en));
    expect(bases(ru)).toContain('gadget.months');
    for (const forms of pluralForms(ru).values())
      expect([...forms].sort()).toEqual(['few', 'many', 'one', 'other']);
    for (const forms of pluralForms(en).values()) expect([...forms].sort()).toEqual(['one', 'other']);
  });

  it('pick the Russian form by the 11–19 rule', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ru',
      resources: { ru: { translation: ru } },
      interpolation: { escapeValue: false },
    });
    const months = (count: number) => i18n.t('gadget.months', { count });
    expect([1, 2, 5, 11, 12, 14, 19, 21, 22, 25, 101, 111].map(months)).toEqual([
      '1 месяц',
      '2 месяца',
      '5 месяцев',
      '11 месяцев',
      '12 месяцев',
      '14 месяцев',
      '19 месяцев',
      '21 месяц',
      '22 месяца',
      '25 месяцев',
      '101 месяц',
      '111 месяцев',
    ]);
    expect(i18n.t('payments.count', { count: 13 })).toBe('13 платежей');
    expect(i18n.t('catalog.devicesCount', { count: 3 })).toBe('3 устройства');
  });

  it('do not copy the specification texts that contract SPEC_TEXTS owns', () => {
    expect('spec' in ru || 'spec' in en).toBe(false);
    const own = new Set([...strings(ru), ...strings(en)]);
    const copied = [...strings(SPEC_TEXTS.ru), ...strings(SPEC_TEXTS.en)].filter((text) => own.has(text));
    expect(copied).toEqual([]);
  });
});
