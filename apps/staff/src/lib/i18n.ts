import type { Locale } from '@ijara/contract';
import { STAFF_TEXTS } from '@ijara/contract/staff';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { ru } from '../locales/ru';
import { setApiLocale } from './staff-api';

const KEY = 'ijara-staff-locale';

function storedLocale(): Locale {
  try {
    return localStorage.getItem(KEY) === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

/** ru by default, en on request; the choice is remembered on this device. Field messages of the
 * contract's schemas are text keys, translated from the contract's staff texts. */
export const i18n = i18next.createInstance();
const initial = storedLocale();
setApiLocale(initial);
void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'ru',
  resources: {
    ru: { translation: { ...ru, api: STAFF_TEXTS.ru } },
    en: { translation: { ...en, api: STAFF_TEXTS.en } },
  },
  interpolation: { escapeValue: false },
});
document.documentElement.lang = initial;

export function switchLocale(next: Locale): void {
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  setApiLocale(next);
  document.documentElement.lang = next;
  void i18n.changeLanguage(next);
}
