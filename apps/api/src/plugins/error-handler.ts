import { API_PREFIX, type Locale, type TErrorResponse } from '@ijara/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, isAppError } from '../errors';
import { apiText } from '../texts';
import { allowedMethods } from './calls';
import { localeOf } from './locale';

const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_ERR_BAD_URL: 'bad_request',
};

const STATUS_CODES: Record<number, AppError['code']> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Any thrown value → an AppError; what is not a known client error becomes 500 `internal`. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (typeof error !== 'object' || error === null) return new AppError('internal', { cause: error });
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const byCode = typeof code === 'string' ? FASTIFY_CODES[code] : undefined;
  if (byCode) return new AppError(byCode, { cause: error });
  if (isDatabaseUnavailable(error)) {
    return new AppError('database_unavailable', { cause: error, headers: { 'retry-after': '5' } });
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AppError(STATUS_CODES[statusCode] ?? 'bad_request', { cause: error });
  }
  return new AppError('internal', { cause: error });
}

export function errorBody(error: AppError, locale: Locale): TErrorResponse {
  const body: TErrorResponse = {
    statusCode: String(error.statusCode),
    code: error.code,
    message: apiText(error.text, locale, error.values?.(locale)),
  };
  if (error.redirect) body.redirect = error.redirect(locale);
  const fields = {
    ...Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([name, key]) => [name, apiText(key, locale)]),
    ),
    ...error.fieldTexts?.(locale),
  };
  if (Object.keys(fields).length > 0) body.fields = fields;
  return body;
}

export function sendError(reply: FastifyReply, error: AppError, locale: Locale): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(errorBody(error, locale));
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** An unknown path under /api/: 405 when another method would answer there, else 404; never a page. */
export function apiNotFound(request: FastifyRequest): AppError {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith(API_PREFIX)) {
    const allowed = allowedMethods(pathname.slice(API_PREFIX.length));
    if (allowed.length > 0)
      return new AppError('method_not_allowed', { headers: { allow: allowed.join(', ') } });
  }
  return new AppError('not_found');
}

/**
 * The client went away before its request had arrived: Node fails the body's stream with "aborted"
 * (code ECONNRESET, which a database's lost connection uses too). The handler never ran, so no
 * database was asked: nothing is wrong with the server.
 */
export function abortedByClient(error: unknown, request: FastifyRequest): boolean {
  if (request.raw.readableAborted) return true;
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return code === 'ECONNRESET' && message === 'aborted' && !request.raw.complete;
}

/** Every error and every unknown route leaves through here, as the envelope of DESIGN.md §3. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (abortedByClient(error, request)) {
        request.log.debug({ err: error }, 'request aborted by the client');
        return sendError(reply, new AppError('bad_request', { cause: error }), request.locale);
      }
      const appError = toAppError(error);
      if (appError.code === 'database_unavailable') request.log.warn({ err: error }, 'database unavailable');
      else if (appError.statusCode >= 500 && appError.code !== 'not_implemented') {
        request.log.error({ err: error }, 'request failed');
      }
      return sendError(reply, appError, request.locale);
    });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const error = isApiPath(pathname) ? apiNotFound(request) : new AppError('not_found');
      return sendError(reply, error, request.locale);
    });
  },
  { name: 'error-handler' },
);

/** Errors Fastify raises before any hook runs (a malformed URL), in the same envelope. */
export function frameworkErrors(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  sendError(reply, toAppError(error), localeOf(request));
}
