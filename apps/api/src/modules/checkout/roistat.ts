import { ZRoistatVisit } from '@ijara/contract';

const COOKIE = 'roistat_visit';

/**
 * The Roistat visit id for marketing attribution: the `roistat_visit` cookie, else the value the
 * client sent. Anything malformed is dropped: a tracking value never blocks a purchase.
 */
export function roistatVisit(cookieHeader: string | undefined, fromBody: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== COOKIE) continue;
    const value = safeDecode(rest.join('=').trim());
    if (value !== null && ZRoistatVisit.safeParse(value).success) return value;
  }
  return fromBody ?? null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
