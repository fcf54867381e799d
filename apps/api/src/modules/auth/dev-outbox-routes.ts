import { DEV_OUTBOX_PATH, ZDevOutboxQuery, ZDevOutboxResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { devOnly } from '../../plugins/dev-only';
import type { DevOutbox } from './channels/dev-outbox';

/**
 * GET /api/dev/outbox/?phone=… — the codes the dev channel "sent", newest first, so e2e tests can sign
 * in. Registered only when NODE_ENV is not production, and answers only this machine (dev-only.ts);
 * not signed, not under /api/v3/.
 */
export async function devOutboxRoutes(app: FastifyInstance, { outbox }: { outbox: DevOutbox }) {
  app.get(
    DEV_OUTBOX_PATH,
    {
      onRequest: devOnly,
      schema: { hide: true, querystring: ZDevOutboxQuery, response: { 200: ZDevOutboxResponse } },
    },
    async (request) => {
      const { phone } = request.query as z.output<typeof ZDevOutboxQuery>;
      return { statusCode: '200' as const, messages: outbox.list(phone) };
    },
  );
}
