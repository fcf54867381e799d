import { APP_CLIENT, APP_NAME, APPLICATION_TYPE, CLIENT_TYPE, type Locale, PHONE_CODE } from './constants';
import { sign } from './signature';

/** Request header names (lower case, as Node and fetch expose them). */
export const HEADERS = {
  clientType: 'x-client-type',
  appClient: 'x-app-client',
  appVersion: 'x-app-version',
  appName: 'x-app-name',
  locale: 'x-locale',
  phoneCode: 'x-phone-code',
  applicationType: 'x-application-type',
  signature: 'x-signature',
  authorization: 'authorization',
  idempotencyKey: 'idempotency-key',
} as const;

export interface RequestHeaderInput {
  appVersion: string;
  locale: Locale;
  body: string;
  secret: string;
  token?: string | null;
  idempotencyKey?: string;
}

/** Every header SPEC.md §7 puts on a request, signature included. */
export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.clientType]: CLIENT_TYPE,
    [HEADERS.appClient]: APP_CLIENT,
    [HEADERS.appVersion]: input.appVersion,
    [HEADERS.appName]: APP_NAME,
    [HEADERS.locale]: input.locale,
    [HEADERS.phoneCode]: PHONE_CODE,
    [HEADERS.applicationType]: APPLICATION_TYPE,
    [HEADERS.signature]: sign({
      appName: APP_NAME,
      appVersion: input.appVersion,
      body: input.body,
      secret: input.secret,
    }),
  };
  if (input.token) headers[HEADERS.authorization] = `Bearer ${input.token}`;
  if (input.idempotencyKey) headers[HEADERS.idempotencyKey] = input.idempotencyKey;
  return headers;
}
