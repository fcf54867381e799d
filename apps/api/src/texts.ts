import { fillPlaceholders, fillText, type Locale, SPEC_TEXTS, type SpecTextKey } from '@ijara/contract';
import { isStaffTextKey, STAFF_TEXTS, type StaffTextKey } from '@ijara/contract/staff';

/** A message the api can answer with: the customer's texts (SPEC_TEXTS) or the staff app's. */
export type ApiTextKey = SpecTextKey | StaffTextKey;

export function isApiTextKey(key: string): key is ApiTextKey {
  return Object.hasOwn(SPEC_TEXTS.en, key) || isStaffTextKey(key);
}

/** The text in `locale` with its {{placeholders}} filled. */
export function apiText(key: ApiTextKey, locale: Locale, values: Record<string, string> = {}): string {
  if (!isStaffTextKey(key)) return fillText(key, locale, values);
  return fillPlaceholders(STAFF_TEXTS[locale][key], values);
}
