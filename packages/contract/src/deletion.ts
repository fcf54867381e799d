/**
 * The agreement of user/deletepersonaldata/ (SPEC.md §5, DESIGN.md §4): base64 of the UTF-8 text
 * `token + ":" + the confirmation word the person typed`. Written without Buffer so the browser and
 * the api encode it the same way (btoa alone cannot take the Cyrillic word).
 */
export function encodeDeletionAgreement(token: string, word: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${token}:${word}`)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The token and the word of an agreement; null when it is not base64 of UTF-8 text with a ":". */
export function decodeDeletionAgreement(agreement: string): { token: string; word: string } | null {
  if (agreement === '' || !BASE64.test(agreement)) return null;
  const bytes = Uint8Array.from(atob(agreement), (char) => char.charCodeAt(0));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Tokens are base64url and never hold ":"; the word is whatever follows the first one.
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  return { token: text.slice(0, colon), word: text.slice(colon + 1) };
}
