import { APP_NAME, CLIENT_TYPE, HEADERS, sign } from '@ijara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { signaturesEqual } from '../lib/secrets-equal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route under /api/v3/ that a browser opens directly, without the app's headers. */
    unsigned?: boolean;
  }
}

const MAX_VERSION_LENGTH = 64;
const MAX_READ_SIGNATURES = 64;

function single(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The one gate of /api/v3/ (DESIGN.md §3): the app's headers must be there, and the signature must
 * match the raw body text. The secret ships in the web client, so this is an integrity check; tokens,
 * rate limits and idempotency do the protecting.
 */
export function registerApiGuard(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.unsigned) return done();
    const version = single(request, HEADERS.appVersion);
    const ok =
      single(request, HEADERS.clientType) === CLIENT_TYPE &&
      single(request, HEADERS.appName) === APP_NAME &&
      version !== undefined &&
      version.length <= MAX_VERSION_LENGTH &&
      single(request, HEADERS.signature) !== undefined;
    done(ok ? undefined : new AppError('missing_headers'));
  });

  // A read has no body, so its signature depends on the app version alone: worked out once per version
  // (a few versions are in use at a time; the map is emptied if strangers send many).
  const readSignatures = new Map<string, string>();
  const expectedSignature = (appVersion: string, body: string) => {
    if (body !== '') return sign({ appName: APP_NAME, appVersion, body, secret });
    let signature = readSignatures.get(appVersion);
    if (signature === undefined) {
      if (readSignatures.size >= MAX_READ_SIGNATURES) readSignatures.clear();
      signature = sign({ appName: APP_NAME, appVersion, body, secret });
      readSignatures.set(appVersion, signature);
    }
    return signature;
  };

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.unsigned) return done();
    const expected = expectedSignature(single(request, HEADERS.appVersion) ?? '', request.rawBody);
    if (!signaturesEqual(expected, single(request, HEADERS.signature) ?? ''))
      return done(new AppError('bad_signature'));
    // A POST without a body is validated as {}, so the answer names the missing fields.
    if (request.body === undefined && request.method === 'POST') request.body = {};
    done();
  });
}
