import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  API_PREFIX,
  buildRequestHeaders,
  DEV_SIGNATURE_SECRET,
  type Locale,
} from '../../packages/contract/src/index';

const web = JSON.parse(readFileSync(new URL('../../apps/web/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export interface ApiOptions {
  token?: string | null;
  locale?: Locale;
  /** Extra headers, e.g. the X-Forwarded-For of a journey's own network (see ./network.ts). */
  headers?: Record<string, string>;
}

function signedHeaders(body: string, options: ApiOptions): Record<string, string> {
  return {
    ...options.headers,
    ...buildRequestHeaders({
      appVersion: web.version,
      locale: options.locale ?? 'ru',
      body,
      secret: DEV_SIGNATURE_SECRET,
      token: options.token ?? null,
    }),
  };
}

/** A signed /api/v3/ POST as the web app sends it (DESIGN.md §3), for journeys that act behind the UI. */
export function apiPost(
  request: APIRequestContext,
  path: string,
  body: unknown,
  options: ApiOptions = {},
): Promise<APIResponse> {
  const text = JSON.stringify(body);
  return request.post(`${API_PREFIX}${path}`, {
    headers: { ...signedHeaders(text, options), 'content-type': 'application/json' },
    data: text,
  });
}

/** A signed /api/v3/ GET (empty body in the signature). */
export function apiGet(
  request: APIRequestContext,
  path: string,
  options: ApiOptions = {},
): Promise<APIResponse> {
  return request.get(`${API_PREFIX}${path}`, { headers: signedHeaders('', options) });
}
