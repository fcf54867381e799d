import { API_PREFIX } from '@ijara/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { loggerOptions } from './logger';
import { createAuth } from './modules/auth/create-auth';
import { devOutboxRoutes } from './modules/auth/dev-outbox-routes';
import { authCalls } from './modules/auth/routes';
import { telegramWebhook } from './modules/auth/telegram/webhook-routes';
import { devBillingRoutes } from './modules/billing/dev-routes';
import { billing } from './modules/billing/plugin';
import { CatalogRepository } from './modules/catalog/repository';
import { catalogCalls } from './modules/catalog/routes';
import { CatalogService } from './modules/catalog/service';
import { InfoRepository } from './modules/info/repository';
import { infoCalls } from './modules/info/routes';
import { InfoService } from './modules/info/service';
import { opsRoutes } from './modules/ops/routes';
import { callbackTransport, createPayments } from './modules/payments/create-payments';
import { paymentRoutes } from './modules/payments/plugin';
import { paymentCalls } from './modules/payments/routes';
import { ProfileRepository } from './modules/profile/repository';
import { profileCalls } from './modules/profile/routes';
import { ProfileService } from './modules/profile/service';
import { SubscriptionsRepository } from './modules/subscriptions/repository';
import { subscriptionCalls } from './modules/subscriptions/routes';
import { SubscriptionsService } from './modules/subscriptions/service';
import { api } from './plugins/api';
import { BODY_LIMIT, bodyParser } from './plugins/body-parser';
import { database } from './plugins/database';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { IdempotencyStore } from './plugins/idempotency-store';
import { locale } from './plugins/locale';
import { metrics } from './plugins/metrics';
import { openapi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { validatorCompiler } from './plugins/validation';
import { webApp } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  /** An opened, migrated database; tests pass one, the server lets the app open its own. */
  database?: Database;
}

/** The whole product as one plugin: server.ts and the tests both register it. */
export const app = fp<AppOptions>(
  async (app, { config, database: given }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(securityHeaders, { production: config.NODE_ENV === 'production' });
    await app.register(locale);
    await app.register(bodyParser);
    await app.register(errorHandler);
    await app.register(metrics);
    await app.register(openapi);
    await app.register(database, { config, database: given });

    const catalog = new CatalogService(new CatalogRepository(app.db));
    const info = new InfoService(new InfoRepository(app.db));
    const auth = createAuth({ config, db: app.db, catalog, log: app.log });
    const profile = new ProfileService(new ProfileRepository(app.db), catalog);
    const transport = callbackTransport(config, app);
    const payments = createPayments({ config, db: app.db, catalog, log: app.log, transport });
    await app.register(api, {
      prefix: API_PREFIX.slice(0, -1),
      secret: config.API_SIGNATURE_SECRET,
      handlers: {
        ...catalogCalls(catalog),
        ...infoCalls(info),
        ...authCalls(auth),
        ...profileCalls(profile),
        ...paymentCalls(payments),
        ...subscriptionCalls(new SubscriptionsService(new SubscriptionsRepository(app.db))),
      },
      authenticate: auth.sessions.authenticate,
    });
    if (auth.channels.outbox) await app.register(devOutboxRoutes, { outbox: auth.channels.outbox });
    if (config.TELEGRAM_WEBHOOK_SECRET) {
      await app.register(telegramWebhook, {
        secret: config.TELEGRAM_WEBHOOK_SECRET,
        conversation: auth.conversation,
      });
    }
    app.decorate('auth', auth);
    app.decorate('payments', payments);
    await app.register(paymentRoutes, {
      payments,
      control: config.NODE_ENV !== 'production',
      deliveryIntervalMs: config.SANDBOX_DELIVERY_INTERVAL_MS,
    });
    const idempotency = new IdempotencyStore(app.db);
    await app.register(billing, { config, payments, chores: [() => idempotency.purgeExpired()] });
    if (config.NODE_ENV !== 'production') await app.register(devBillingRoutes);
    await app.register(opsRoutes, { database: app.database });
    await app.register(webApp, { root: config.WEB_DIST });
  },
  { name: 'ijara-app' },
);

/** A Fastify instance with the app registered and ready. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: loggerOptions(options.config),
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    logController: new LogController({ disableRequestLogging: options.config.NODE_ENV === 'production' }),
    frameworkErrors,
  });
  try {
    await instance.register(app, options);
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => {});
    throw error;
  }
  return instance;
}
