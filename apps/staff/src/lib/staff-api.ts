import type { Locale } from '@ijara/contract';
import { STAFF_API_PREFIX } from '@ijara/contract/staff';
import { en } from '../locales/en';
import { ru } from '../locales/ru';

/** A failure of a staff call: the api's code, its message in the page's language, and field errors. */
export class StaffApiError extends Error {
  override name = 'StaffApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

let locale: Locale = 'ru';
/** The language the api answers messages in (X-Locale), kept with the page's language. */
export function setApiLocale(next: Locale): void {
  locale = next;
}

const OFFLINE: Record<Locale, string> = { ru: ru.offline, en: en.offline };

/**
 * `/api/staff/<path>` with the session cookie (HttpOnly: the page never sees it). A POST sends JSON;
 * the browser adds Origin, which the api checks.
 */
export async function staffApi<T>(
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${STAFF_API_PREFIX}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: {
        'x-locale': locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new StaffApiError(0, 'offline', OFFLINE[locale]);
  }
  const json = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    fields?: Record<string, string>;
  };
  if (!response.ok) {
    throw new StaffApiError(
      response.status,
      json.code ?? 'internal',
      json.message ?? response.statusText,
      json.fields,
    );
  }
  return json as T;
}
