import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { callbackTransport } from './callback-transport';
import { createSandbox, type Sandbox } from './create-sandbox';
import { sandboxRoutes } from './routes';

export type { Sandbox } from './create-sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sandbox provider when PAYMENT_GATEWAY=sandbox: its switches, callback outbox and test-card
     * issuer, for tests and development. The api itself reaches it only through `PaymentGateway`.
     */
    sandboxGateway: Sandbox;
  }
}

export interface SandboxGatewayOptions {
  config: Config;
}

/**
 * The built-in sandbox card provider, run inside the api as if it were remote: its hosted pages under
 * /sandbox-gateway/, its control switch (not in production) and the delivery of its signed callbacks.
 * `app.sandboxGateway.gateway` is the adapter the payments module calls.
 */
export const sandboxGateway = fp<SandboxGatewayOptions>(
  async (app, { config }) => {
    const sandbox = createSandbox({
      config,
      db: app.db,
      log: app.log,
      transport: callbackTransport(config, app),
    });
    if (config.NODE_ENV === 'production')
      app.log.warn('the sandbox payment gateway takes test cards only: no real money moves');
    app.decorate('sandboxGateway', sandbox);
    const { binding, state, dispatcher } = sandbox;
    await app.register(sandboxRoutes, { binding, state, control: config.NODE_ENV !== 'production' });
    app.addHook('onReady', async () => dispatcher.start(config.SANDBOX_DELIVERY_INTERVAL_MS));
    app.addHook('onClose', async () => dispatcher.close());
  },
  { name: 'sandbox-gateway', dependencies: ['database'] },
);
