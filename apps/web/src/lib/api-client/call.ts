import {
  buildRequestHeaders,
  type CallDef,
  type CallDefRequest,
  type CallDefResponse,
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
import { currentLocale } from '../locale';
import { sessionStore } from '../session/store';

/**
 * A call of the contract: its constant (`infoCatalog`, `authRegistration`…), imported where the call is
 * made, so a page's chunks carry the schemas of its own calls only (docs/decisions/030).
 */
export type ApiCall = CallDef & { name: CallName };

export interface ApiCallOptions<C extends ApiCall> {
  body?: CallDefRequest<C>;
  /** Values for ":name" segments of the call's path (info/:doc/). */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to the locale of the page being shown. */
  locale?: Locale;
  /**
   * Fire-and-forget calls that must outlive the page state (log-out's revoke): sent with `keepalive`
   * and not aborted by resetApiClient().
   */
  detached?: boolean;
}

/** How the session answers what the client notices; connected in ./index.ts. */
export interface ApiClientHooks {
  /** A 401 from any call (SPEC.md §4): log out and go to "/". */
  onUnauthorized: () => void;
  /** A POST was refused before sending because the client asked to delete their data (SPEC.md §6). */
  onDeletionBlocked: (locale: Locale) => void;
  /**
   * The api refused a POST with 403 and named a page of this app to show instead (`redirect`): the
   * client's state changed where this session did not see it (a deletion asked on another device).
   */
  onRedirect: (path: string) => void;
}

interface Settings extends ApiClientHooks {
  fetch: typeof fetch;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  baseUrl: string;
}

const RETRY_STATUSES = new Set([502, 503, 504]);
const BASE_DELAY_MS = 300;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

let hooks: ApiClientHooks = { onUnauthorized: () => {}, onDeletionBlocked: () => {}, onRedirect: () => {} };

const defaults = (): Settings => ({
  fetch: (...args) => globalThis.fetch(...args),
  wait,
  baseUrl: config.apiBase,
  ...hooks,
});

let settings = defaults();
const inFlight = new Set<AbortController>();

/**
 * The session's answers to a 401 and to a refused POST. Set once by ./index.ts (log-out lives above
 * this module, so it is handed in rather than imported); kept by resetApiClient().
 */
export function connectApiClient(next: ApiClientHooks): void {
  hooks = next;
  settings = { ...settings, ...next };
}

/** Test seams; anything not given keeps its value until resetApiClient(). */
export function configureApiClient(patch: Partial<Settings>): void {
  settings = { ...settings, ...patch };
}

/** Log-out clears the HTTP client (SPEC.md §4): pending calls are aborted and settings restored. */
export function resetApiClient(): void {
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  settings = defaults();
}

export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** "info/:doc/" + { doc: 'privacy' } → "info/privacy/". */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function issuesToFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));
}

async function readAnswer<C extends ApiCall>(call: C, response: Response, locale: Locale) {
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
    throw new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.fields, retryAfter);
  }
  const result = call.response.safeParse(json);
  if (!result.success) throw new ApiError(502, 'bad_response', texts.internal);
  return result.data as CallDefResponse<C>;
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
 * Makes one call of the contract (its constant, the object CALLS holds too): validated body, signed
 * headers, bearer token, retries on network failure and 502/503/504 for GETs and idempotent POSTs only
 * (DESIGN.md §3), the answer validated by the call's own response schema.
 */
export async function apiCall<C extends ApiCall>(
  call: C,
  options: ApiCallOptions<C> = {},
): Promise<CallDefResponse<C>> {
  const locale = options.locale ?? currentLocale();
  const { token, client } = sessionStore.get();

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
      ...('idempotent' in call && call.idempotent ? { idempotencyKey: newIdempotencyKey() } : {}),
    }),
  };
  if (body) headers['content-type'] = 'application/json';

  const retryable = call.method === 'GET' || ('idempotent' in call && call.idempotent === true);
  // Offline, a retry cannot help: the service worker has answered from its cache or nothing will.
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  if (!options.detached) inFlight.add(controller);

  try {
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
  } finally {
    inFlight.delete(controller);
    options.signal?.removeEventListener('abort', abort);
  }
}
