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

/** A signed /api/v3/ POST as the web app sends it (DESIGN.md §3), for journeys that act behind the UI. */
export function apiPost(
  request: APIRequestContext,
  path: string,
  body: unknown,
  options: { token?: string | null; locale?: Locale } = {},
): Promise<APIResponse> {
  const text = JSON.stringify(body);
  const headers = buildRequestHeaders({
    appVersion: web.version,
    locale: options.locale ?? 'ru',
    body: text,
    secret: DEV_SIGNATURE_SECRET,
    token: options.token ?? null,
  });
  return request.post(`${API_PREFIX}${path}`, {
    headers: { ...headers, 'content-type': 'application/json' },
    data: text,
  });
}

/** A signed /api/v3/ GET (empty body in the signature). */
export function apiGet(
  request: APIRequestContext,
  path: string,
  options: { token?: string | null; locale?: Locale } = {},
): Promise<APIResponse> {
  const headers = buildRequestHeaders({
    appVersion: web.version,
    locale: options.locale ?? 'ru',
    body: '',
    secret: DEV_SIGNATURE_SECRET,
    token: options.token ?? null,
  });
  return request.get(`${API_PREFIX}${path}`, { headers });
}
