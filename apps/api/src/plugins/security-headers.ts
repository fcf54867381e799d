import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
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

export const securityHeaders = fp<{ production: boolean }>(
  async (app, { production }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // Over plain HTTP in development HSTS would pin localhost to HTTPS in the browser.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    registerNoStore(app);
  },
  { name: 'security-headers' },
);
