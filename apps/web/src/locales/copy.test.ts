// @vitest-environment node
import { SPEC_TEXTS } from '@ijara/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
}

describe('copy (issue 13)', () => {
  it('never lets "эл. почта" break after the abbreviation', () => {
    const russian = [...strings(ru), ...Object.values(SPEC_TEXTS.ru)];
    const abbreviated = russian.filter((text) => /(^|\s)эл\./.test(text));
    expect(abbreviated.length).toBeGreaterThan(0);
    expect(abbreviated.filter((text) => /эл\.(?!\u00a0)/.test(text))).toEqual([]);
  });

  it('reads right in English with a term of months', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    const note = i18n.t('gadget.termNote', { term: i18n.t('gadget.months', { count: 12 }) });
    expect(note).not.toMatch(/12 months subscription/);
    expect(note).toBe('on a subscription for 12 months');
  });

  it('links the offer and the personal-data consent from the sign-in line, in both languages', () => {
    for (const text of [ru.signIn.consent, en.signIn.consent]) {
      expect(text).toMatch(/<offer>[^<]+<\/offer>/);
      expect(text).toMatch(/<consent>[^<]+<\/consent>/);
    }
  });
});
