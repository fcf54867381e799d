import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import type { GadgetPhotos } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import type { Deletion } from '../deletion/index';
import type { StaffAccounts } from '../staff/index';
import type { Subscriptions } from '../subscriptions/index';
import { resolveOpsToken, writeApiUrl } from './ops-token';
import { opsRoutes } from './routes';
import { staffRoutes } from './staff-routes';
import { StaffService } from './staff-service';

export interface OpsOptions {
  config: Config;
  /** Hand-over and return are the subscriptions module's transitions. */
  subscriptions: Subscriptions;
  /** erase-preview reads what the erasure job would do. */
  deletion: Deletion;
  /** gadget-image sets a gadget's photo. */
  gadgetPhotos: GadgetPhotos;
  /** The clients module's writes: the forbidden flag. */
  clients: ClientWrites;
  /** staff-add: the staff module's accounts. */
  staffAccounts: StaffAccounts;
}

/**
 * /healthz and /readyz for the process manager or load balancer, and the operator endpoint
 * POST /api/ops/<command>/ behind OPS_TOKEN (README.md; the CLI is src/cli/ops.ts).
 */
export const opsModule = fp<OpsOptions>(
  async (app, { config, subscriptions, deletion, gadgetPhotos, clients, staffAccounts }) => {
    await app.register(opsRoutes, { database: app.database });
    const resolved = resolveOpsToken(config);
    if (!resolved) {
      app.log.warn('OPS_TOKEN is not set: the operator endpoint /api/ops/ is off');
      return;
    }
    if (resolved.source === 'file') {
      app.log.info({ file: config.OPS_TOKEN_FILE }, 'ops token file');
      app.addHook('onListen', async () => {
        const address = app.server.address();
        if (typeof address === 'object' && address) writeApiUrl(config.OPS_TOKEN_FILE, address.port);
      });
    }
    await app.register(staffRoutes, {
      token: resolved.token,
      staff: new StaffService(app.db, clients, subscriptions, deletion, gadgetPhotos, staffAccounts),
      publicUrl: config.PUBLIC_URL,
    });
  },
  { name: 'ops', dependencies: ['database'] },
);
