import { DEFAULT_LOCALE, HEADERS, LOCALES, type Locale } from '@ijara/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** From X-Locale; anything but a known locale is Russian. */
    locale: Locale;
  }
}

export function localeOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  const value = request.headers[HEADERS.locale];
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

export const locale = fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = localeOf(request);
      done();
    });
  },
  { name: 'locale' },
);
