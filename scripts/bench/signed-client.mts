// Signed /api/v3/ calls as the web app sends them, and a registered client made through them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PREFIX,
  buildRequestHeaders,
  DEV_OUTBOX_PATH,
  DEV_SIGNATURE_SECRET,
} from '../../packages/contract/src/index';

const web = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'apps/web/package.json'), 'utf8'));

/** The headers of a signed call; they hold no time or nonce, so a benchmark may send them again. */
export function signedHeaders(body: string, token: string | null = null): Record<string, string> {
  return {
    ...buildRequestHeaders({
      appVersion: web.version,
      locale: 'ru',
      body,
      secret: DEV_SIGNATURE_SECRET,
      token,
    }),
    'content-type': 'application/json',
  };
}

export async function call<T>(
  base: string,
  path: string,
  body: unknown,
  token: string | null = null,
): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = await fetch(`${base}${API_PREFIX}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...signedHeaders(text, token),
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7`,
    },
    ...(body === undefined ? {} : { body: text }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh registered client: code from the dev outbox, then the profile. */
export async function registeredClient(
  base: string,
  cityId: number,
): Promise<{ phone: string; token: string; clientID: number; client: unknown }> {
  const phone = `99670${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await call(base, 'auth/registration/', { phone, city: cityId });
  const outbox = await fetch(`${base}${DEV_OUTBOX_PATH}?phone=${phone}`).then((r) => r.json());
  const code = (outbox as { messages: Array<{ code: string }> }).messages[0]?.code;
  const { token, clientID } = await call<{ token: string; clientID: number }>(base, 'auth/confirmation/', {
    phone,
    code,
  });
  const { client } = await call<{ client: unknown }>(
    base,
    'user/updateinfo/',
    {
      firstName: 'Айдай',
      lastName: 'Токтогулова',
      birthdate: '1995-04-17',
      gender: 'female',
      citizenship: 'kg',
      communication: 'whatsapp',
    },
    token,
  );
  return { phone, token, clientID, client };
}
