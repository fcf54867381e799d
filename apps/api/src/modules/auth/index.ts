import { DEV_OUTBOX_PATH, ZDevOutboxQuery, ZDevOutboxResponse } from '@ijara/contract';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { addDevDoor } from '../../messaging/dev-door';
import type { CatalogService } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import { authCalls } from './calls';
import { type Auth, createAuth } from './create-auth';
import { telegramWebhook } from './telegram/webhook-routes';

export type { Auth } from './create-auth';
export type { Forgotten } from './forget-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in services: the api's access rule asks `sessions.authenticate`; tests read the dev outbox. */
    auth: Auth;
  }
}

export interface AuthOptions {
  config: Config;
  /** Checks the city and employer chosen at sign-in. */
  catalog: CatalogService;
  /** The clients module's writes (a confirmed phone becomes a client). */
  clients: ClientWrites;
}

/**
 * Sign-in by code and by Telegram, tokens: auth/registration/, auth/confirmation/, auth/logout/,
 * auth/telegram/start|poll/; the dev outbox (not in production) and the bot's webhook (when
 * TELEGRAM_WEBHOOK_SECRET is set).
 */
export const authModule = fp<AuthOptions>(
  async (app, { config, catalog, clients }) => {
    const auth = createAuth({ config, db: app.db, catalog, clients, log: app.log });
    app.decorate('auth', auth);
    // Client and session rows NOTIFY their changes (migration 0007); each process forgets its cache.
    const stopListening = await app.database.listen('session_change', auth.sessions.cache);
    app.addHook('onClose', () => stopListening());
    app.addCalls(authCalls(auth));
    if (auth.channels.outbox) {
      // GET /api/dev/outbox/?phone= — the codes the dev channel "sent", newest first (e2e journeys sign in).
      addDevDoor(app, {
        path: DEV_OUTBOX_PATH,
        querystring: ZDevOutboxQuery,
        response: ZDevOutboxResponse,
        inbox: auth.channels.outbox,
        recipient: (query) => query.phone,
      });
    }
    if (config.TELEGRAM_WEBHOOK_SECRET) {
      await app.register(telegramWebhook, {
        secret: config.TELEGRAM_WEBHOOK_SECRET,
        conversation: auth.conversation,
      });
    }
  },
  { name: 'auth', dependencies: ['database', 'call-registry'] },
);
