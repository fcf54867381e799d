// Apart from ./phone.ts, which parses with libphonenumber: showing a stored number needs none of it, so a
// page that only shows one (the organisation's contacts, the profile) does not download it.
import { PHONE_DIGITS } from './constants';

/**
 * Display form. SPEC.md §3 pattern "+X (XXX) XXX-XX-XX" for 11 digits; Kyrgyz 12-digit numbers as
 * "+996 (XXX) XXX-XXX" (DESIGN.md §4). Anything else is shown as "+digits".
 */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length === PHONE_DIGITS) {
    return `+${d[0]} (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
  }
  if (d.length === 12 && d.startsWith('996')) {
    return `+996 (${d.slice(3, 6)}) ${d.slice(6, 9)}-${d.slice(9, 12)}`;
  }
  return `+${d}`;
}
