import { API_PREFIX } from '@ijara/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { checkoutCalls } from '../../../src/modules/checkout/calls';
import type { CheckoutService } from '../../../src/modules/checkout/service';
import { api } from '../../../src/plugins/api';
import { BODY_LIMIT, bodyParser } from '../../../src/plugins/body-parser';
import { errorHandler, frameworkErrors } from '../../../src/plugins/error-handler';
import { locale } from '../../../src/plugins/locale';
import { validatorCompiler } from '../../../src/plugins/validation';
import { TEST_SECRET } from '../../helpers/app';
import { checkoutFor } from './fixture';

/**
 * /api/v3/ with the checkout calls, beside a built test app (its database, sign-in and payments),
 * until app.ts registers checkoutCalls: the same signature gate, access rule, idempotency store and
 * envelope as the app, so these tests keep meaning the same thing after the wiring.
 */
export async function checkoutApp(
  main: FastifyInstance,
  checkout: CheckoutService = checkoutFor(main),
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT, frameworkErrors });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(locale);
  await app.register(bodyParser);
  await app.register(errorHandler);
  app.decorate('db', main.db);
  await app.register(api, {
    prefix: API_PREFIX.slice(0, -1),
    secret: TEST_SECRET,
    handlers: checkoutCalls(checkout),
    authenticator: main.auth.sessions,
  });
  await app.ready();
  return app;
}
