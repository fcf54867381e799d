/** Half of a surrogate pair without its other half (with the u flag a whole pair is one character). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * True when text holds a character no database column can keep: PostgreSQL refuses NUL in text, and
 * a lone surrogate has no UTF-8 form (it would be saved as U+FFFD, a silent change of what was sent).
 */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The text with each unsafe character replaced by U+FFFD, to name a key that holds one. */
function printable(text: string): string {
  return Array.from(text, (char) => (isUnsafeText(char) ? '\ufffd' : char)).join('');
}

/**
 * The dotted name of every string in a parsed JSON value, keys included, that is unsafe text, in the
 * order they are met; [] when there is none. An unsafe key is named with U+FFFD in its place.
 */
export function unsafeTextFields(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return isUnsafeText(value) ? [prefix] : [];
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    // Checked once per key; only an unsafe key is rewritten (on every signed POST, for every key).
    const unsafeKey = isUnsafeText(key);
    const shown = unsafeKey ? printable(key) : key;
    const name = prefix === '' ? shown : `${prefix}.${shown}`;
    if (unsafeKey) found.push(name);
    else found.push(...unsafeTextFields(item, name));
  }
  return found;
}
