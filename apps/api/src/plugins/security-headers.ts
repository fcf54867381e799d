import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { registerNoStore } from './no-store';

/**
 * The CSP the web app is built to pass: no inline script and no third-party origin, so a token in
 * local storage is out of reach of injected script (DESIGN.md §5). Inline styles are allowed for the
 * style attributes React writes.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Over plain HTTP in development HSTS would pin localhost to HTTPS in the browser.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet writes with these options. They are the same for every response (no CSP nonces),
 * so they are worked out once at start: @fastify/helmet built a new helmet and parsed the CSP on every
 * request (~6 % of the CPU of a cached info/catalog/ answer).
 */
export function securityHeaderValues(production: boolean): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(production))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}

export const securityHeaders = fp<{ production: boolean }>(
  async (app, { production }) => {
    const values = securityHeaderValues(production);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(values);
      done();
    });
    registerNoStore(app);
  },
  { name: 'security-headers' },
);
