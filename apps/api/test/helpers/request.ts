import { API_PREFIX, buildRequestHeaders, type Locale, type TErrorResponse } from '@ijara/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_SECRET } from './app';

export const TEST_APP_VERSION = '1.0.0-test';

export interface ApiRequest {
  method?: string;
  /** Path under /api/v3/, e.g. "info/catalog/". */
  path: string;
  /** An object is sent as JSON; a string is sent as is (and signed as is). */
  body?: unknown;
  locale?: Locale;
  /** Extra headers; undefined removes one the helper would send. */
  headers?: Record<string, string | undefined>;
  secret?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The client's address (request.ip); 127.0.0.1 otherwise. */
  ip?: string;
}

/** Builds the headers the web app sends, signature included, for a body text. */
export function signedHeaders(
  body: string,
  locale: Locale = 'ru',
  secret = TEST_SECRET,
): Record<string, string> {
  const headers = buildRequestHeaders({ appVersion: TEST_APP_VERSION, locale, body, secret });
  if (body !== '') headers['content-type'] = 'application/json';
  return headers;
}

/** A correctly signed request through fastify.inject, as the web app would send it. */
export function apiInject(app: FastifyInstance, request: ApiRequest): Promise<LightMyRequestResponse> {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const headers: Record<string, string> = signedHeaders(body, request.locale, request.secret);
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return app.inject({
    method: (request.method ?? (request.body === undefined ? 'GET' : 'POST')) as 'GET',
    url: `${API_PREFIX}${request.path}`,
    headers,
    ...(request.ip ? { remoteAddress: request.ip } : {}),
    ...(body === '' ? {} : { payload: body }),
  });
}

export function errorOf(response: LightMyRequestResponse): TErrorResponse {
  return response.json<TErrorResponse>();
}
