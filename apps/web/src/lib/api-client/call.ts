import {
  buildRequestHeaders,
  type CallName,
  deletionDate,
  fillText,
  formatDate,
  HTTP_RETRIES,
  type Locale,
  matchRoute,
  RESTRICTED_POSTS,
  SPEC_TEXTS,
  SUCCESS_STATUS,
  type TClient,
  ZErrorResponse,
} from '@ijara/contract';
import { ApiError, parseRetryAfter } from '../api-error';
import { apiUrl, config } from '../config';
import type { ApiCallOptions, CallMoment } from './call-moment';
import { fillPath } from './fill-path';
import { newIdempotencyKey } from './idempotency-key';
import type { ApiCall } from './load-call';
import { clientSettings } from './settings';

// The part of the client that makes a call, with zod and the request signature: ./api-call.ts loads it
// with a page's first call (docs/decisions/030).

const RETRY_STATUSES = new Set([502, 503, 504]);
const BASE_DELAY_MS = 300;

function issuesToFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));
}

async function readAnswer(call: ApiCall, response: Response, locale: Locale) {
  const settings = clientSettings();
  const texts = SPEC_TEXTS[locale];
  const json: unknown = await response.json().catch(() => null);
  const statusCode = (json as { statusCode?: unknown } | null)?.statusCode;
  // Revoking a token that is already dead answers 401 too; that must not start another log-out.
  if ((response.status === 401 || statusCode === '401') && call.name !== 'authLogout') {
    settings.onUnauthorized();
  }
  if (!response.ok || statusCode !== SUCCESS_STATUS) {
    const parsed = ZErrorResponse.safeParse(json);
    const status = response.ok ? Number(statusCode) || 500 : response.status;
    if (!parsed.success) throw new ApiError(status, 'internal', texts.internal);
    const { redirect } = parsed.data;
    if (status === 403 && redirect !== undefined && isOwnPage(redirect)) settings.onRedirect(redirect);
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    const ownPage = redirect !== undefined && isOwnPage(redirect) ? redirect : null;
    throw new ApiError(
      status,
      parsed.data.code,
      parsed.data.message,
      parsed.data.fields,
      retryAfter,
      ownPage,
    );
  }
  const result = call.response.safeParse(json);
  if (!result.success) throw new ApiError(502, 'bad_response', texts.internal);
  return result.data;
}

/** Only a page of our own route table is followed: an answer must not send anyone to another site. */
function isOwnPage(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && matchRoute(path) !== null;
}

/**
 * Why the session's client may not send this call (SPEC.md §6): flagged `forbidden` or awaiting
 * deletion, and the call is not one of the contract's RESTRICTED_POSTS for that state. Null: it may.
 */
function restrictionOf(call: ApiCall, client: TClient | null): 'forbidden' | 'deletion' | null {
  if (call.method !== 'POST' || !client) return null;
  // Forbidden wins when both are set, as in the api.
  const kind = client.forbidden ? 'forbidden' : client.delete_personal_data ? 'deletion' : null;
  return kind && !RESTRICTED_POSTS[kind].includes(call.name) ? kind : null;
}

function refusal(kind: 'forbidden' | 'deletion', client: TClient, locale: Locale): ApiError {
  const requested = client.delete_personal_data_date;
  const message =
    kind === 'deletion' && requested
      ? fillText('deletionPending', locale, { date: formatDate(deletionDate(requested), locale, 'long') })
      : SPEC_TEXTS[locale].forbidden;
  return new ApiError(403, 'forbidden', message);
}

/**
 * Makes one call of the contract: validated body, signed headers, bearer token, retries on network
 * failure and 502/503/504 for GETs and idempotent POSTs only (DESIGN.md §3), the answer validated by the
 * call's own response schema.
 */
export async function sendCall(
  call: ApiCall,
  options: ApiCallOptions<CallName>,
  { locale, token, client, settings, controller }: CallMoment,
): Promise<unknown> {
  const restriction = restrictionOf(call, client);
  if (restriction && client) {
    if (restriction === 'deletion') settings.onDeletionBlocked(locale);
    throw refusal(restriction, client, locale);
  }

  let body = '';
  if (call.method === 'POST') {
    const parsed = call.request.safeParse(options.body ?? {});
    if (!parsed.success) {
      throw new ApiError(
        400,
        'validation_failed',
        SPEC_TEXTS[locale].incorrectInfo,
        issuesToFields(parsed.error.issues),
      );
    }
    body = JSON.stringify(parsed.data);
  }

  const headers: Record<string, string> = {
    accept: 'application/json',
    ...buildRequestHeaders({
      appVersion: config.appVersion,
      locale,
      body,
      secret: config.signatureSecret,
      token,
      ...('idempotent' in call && call.idempotent
        ? { idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() }
        : {}),
    }),
  };
  if (body) headers['content-type'] = 'application/json';

  const retryable = call.method === 'GET' || ('idempotent' in call && call.idempotent === true);
  // Offline, a retry cannot help: the service worker has answered from its cache or nothing will.
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await settings.fetch(apiUrl(fillPath(call.path, options.params), settings.baseUrl), {
        method: call.method,
        headers,
        body: body || undefined,
        signal: controller.signal,
        credentials: 'same-origin',
        ...(options.detached ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason ?? error;
      if (retryable && attempt < HTTP_RETRIES && !offline()) {
        await settings.wait(BASE_DELAY_MS * 2 ** attempt, controller.signal);
        continue;
      }
      throw new ApiError(0, 'network_error', SPEC_TEXTS[locale].internal);
    }
    if (retryable && attempt < HTTP_RETRIES && RETRY_STATUSES.has(response.status)) {
      await settings.wait(BASE_DELAY_MS * 2 ** attempt, controller.signal);
      continue;
    }
    return await readAnswer(call, response, locale);
  }
}
