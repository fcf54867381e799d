import { API_PREFIX } from '@ijara/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/index';
import { jobSetting } from './config/jobs';
import { supportChatUrl } from './config/support';
import type { Database } from './db/database';
import { loggerOptions, OneLinePerRequest } from './logger';
import { auditDeskModule } from './modules/audit-desk/index';
import { authModule } from './modules/auth/index';
import { billingModule } from './modules/billing/index';
import { bonusModule } from './modules/bonus/index';
import { catalogModule } from './modules/catalog/index';
import { catalogDeskModule } from './modules/catalog-desk/index';
import { checkoutModule } from './modules/checkout/index';
import { claimsModule } from './modules/claims/index';
import { claimsDeskModule } from './modules/claims-desk/index';
import { clientsModule } from './modules/clients/index';
import { clientsDeskModule } from './modules/clients-desk/index';
import { contractsModule } from './modules/contracts/index';
import { deletionModule } from './modules/deletion/index';
import { infoModule } from './modules/info/index';
import { noticesModule } from './modules/notices/index';
import { offersDeskModule } from './modules/offers-desk/index';
import { opsModule } from './modules/ops/index';
import { ordersDeskModule } from './modules/orders-desk/index';
import { paymentsModule } from './modules/payments/index';
import { paymentsDeskModule } from './modules/payments-desk/index';
import { pricesDeskModule } from './modules/prices-desk/index';
import { profileModule } from './modules/profile/index';
import { receiptsModule } from './modules/receipts/index';
import { returnsDeskModule } from './modules/returns-desk/index';
import { staffModule } from './modules/staff/index';
import { stockDeskModule } from './modules/stock-desk/index';
import { subscriptionsModule } from './modules/subscriptions/index';
import { api } from './plugins/api';
import { BODY_LIMIT, bodyParser } from './plugins/body-parser';
import { callRegistry } from './plugins/call-registry';
import { clock } from './plugins/clock';
import { limitConnections, requestTimeouts, trustProxyOption } from './plugins/connection-limits';
import { database } from './plugins/database';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { gracefulClose } from './plugins/graceful-close';
import { purgeExpiredKeys } from './plugins/idempotency-store';
import { jobs } from './plugins/jobs';
import { locale } from './plugins/locale';
import { metrics } from './plugins/metrics';
import { openapi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { staffApp } from './plugins/staff-app';
import { validatorCompiler } from './plugins/validation';
import { webApp } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  /** An opened, migrated database; tests pass one, the server lets the app open its own. */
  database?: Database;
}

/**
 * The whole product as one plugin: server.ts and the tests both register it. Infrastructure first,
 * then each module from its dependencies (modules/README.md), then /api/v3/ with the calls the
 * modules added, and the web app for every other path.
 */
export const app = fp<AppOptions>(
  async (app, { config, database: given }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(gracefulClose);
    await app.register(securityHeaders, { production: config.NODE_ENV === 'production' });
    await app.register(locale);
    await app.register(bodyParser);
    await app.register(errorHandler);
    await app.register(metrics, {
      token: config.METRICS_TOKEN,
      production: config.NODE_ENV === 'production',
    });
    await app.register(openapi);
    await app.register(clock);
    await app.register(database, { config, database: given });
    await app.register(jobs);
    await app.register(callRegistry);

    await app.register(catalogModule, { supportChat: supportChatUrl(config) });
    await app.register(infoModule, {
      faqValues: {
        buyoutRentSharePercent: config.BUYOUT_RENT_SHARE_PERCENT,
        buyoutFloorPercent: config.BUYOUT_FLOOR_PERCENT,
      },
    });
    await app.register(clientsModule);
    await app.register(authModule, { config, catalog: app.catalog, clients: app.clients });
    await app.register(profileModule, { config, catalog: app.catalog, clients: app.clients });
    await app.register(paymentsModule, {
      config,
      catalog: app.catalog,
      clock: app.clock,
      clients: app.clients,
    });
    await app.register(subscriptionsModule, {
      config,
      clock: app.clock,
      refunds: app.payments.refunds,
      charges: app.payments.charges,
      gateway: app.payments.gateway.name,
      settlement: app.payments.settlement,
      clients: app.clients,
    });
    await app.register(checkoutModule, {
      config,
      payments: app.payments,
      catalog: app.catalog,
      orders: app.subscriptions.read,
      replacements: app.subscriptions.newerModel,
    });
    await app.register(bonusModule, { payments: app.payments, clock: app.clock, clients: app.clients });
    await app.register(receiptsModule, { catalog: app.catalog, clock: app.clock });
    await app.register(contractsModule, {
      catalog: app.catalog,
      info: app.info,
      clock: app.clock,
      graceDays: config.RETURN_GRACE_DAYS,
    });
    await app.register(deletionModule, {
      config,
      auth: app.auth,
      payments: app.payments,
      clock: app.clock,
      clients: app.clients,
    });
    await app.register(noticesModule, {
      config,
      payments: app.payments,
      subscriptions: app.subscriptions,
      bot: app.auth.channels.bot,
      mailer: app.mail.mailer,
      contracts: app.contracts,
    });
    await app.register(claimsModule, {
      clock: app.clock,
      payments: app.payments,
      subscriptions: app.subscriptions,
      notices: app.notices,
      clients: app.clients,
    });
    await app.register(billingModule, { config, payments: app.payments, clock: app.clock });
    app.jobs.add({
      name: 'idempotency-purge',
      ...jobSetting(config, 'IDEMPOTENCY_PURGE'),
      mode: 'exclusive',
      run: purgeExpiredKeys(app.db),
    });
    await app.register(staffModule, { config, clock: app.clock });
    await app.register(ordersDeskModule, {
      config,
      subscriptions: app.subscriptions,
      notices: app.notices,
      payments: app.payments,
      mailer: app.mail.mailer,
    });
    await app.register(returnsDeskModule, { subscriptions: app.subscriptions });
    await app.register(paymentsDeskModule, { payments: app.payments });
    await app.register(auditDeskModule);
    await app.register(clientsDeskModule, { clients: app.clients, audit: app.auditTrail });
    await app.register(claimsDeskModule, { claims: app.claims, audit: app.auditTrail });
    await app.register(stockDeskModule, {
      audit: app.auditTrail,
      onStockChanged: () => app.checkout.stockChanged(),
    });
    await app.register(offersDeskModule, { clients: app.clients });
    await app.register(pricesDeskModule);
    await app.register(catalogDeskModule);
    await app.register(opsModule, {
      config,
      subscriptions: app.subscriptions,
      deletion: app.deletion,
      gadgetPhotos: app.gadgetPhotos,
      clients: app.clients,
      staffAccounts: app.staff.accounts,
    });

    await app.register(api, {
      prefix: API_PREFIX.slice(0, -1),
      secret: config.API_SIGNATURE_SECRET,
      handlers: app.collectedCalls(),
      authenticator: app.auth.sessions,
    });
    await app.register(staffApp, { root: config.STAFF_DIST });
    await app.register(webApp, {
      root: config.WEB_DIST,
      pageExists: (page) => app.catalog.pageExists(page.params),
      catalogVersion: async () => (await app.catalog.snapshot.get()).version,
    });
  },
  { name: 'ijara-app' },
);

/** A Fastify instance with the app registered and ready. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: loggerOptions(options.config),
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    logController: new OneLinePerRequest(),
    frameworkErrors,
    ...requestTimeouts(options.config),
    // The first start migrates and seeds an embedded database in the app's plugin: on a slow machine
    // that takes longer than Fastify's default of 10 s, which would stop a start that is only slow.
    pluginTimeout: 120_000,
  });
  limitConnections(instance.server, options.config);
  try {
    await instance.register(app, options);
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => {});
    throw error;
  }
  return instance;
}
