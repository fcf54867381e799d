import { DEV_NOTICES_PATH, type TDevNotice, ZDevNoticesQuery, ZDevNoticesResponse } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clients } from '../../db/schema/index';
import { AppError } from '../../errors';
import { addDevDoor } from '../../messaging/dev-door';
import type { DevInbox } from '../../messaging/dev-inbox';
import { devOnly } from '../../plugins/dev-only';
import type { DailyScan } from './daily-scan';
import type { NoticeSender } from './sender';

/**
 * GET /api/dev/notices/?phone= — what the dev channels "sent" to a client, newest first;
 * POST /api/dev/notices/ {phone} — runs the daily scan and sends that client's due notices now, quiet
 * hours or not, then answers the same list. Development only, this machine only (decision 023).
 */
export async function devNoticeRoutes(
  app: FastifyInstance,
  deps: { outbox: DevInbox<TDevNotice>; sender: NoticeSender; scan: DailyScan },
) {
  addDevDoor(app, {
    path: DEV_NOTICES_PATH,
    querystring: ZDevNoticesQuery,
    response: ZDevNoticesResponse,
    inbox: deps.outbox,
    recipient: (query) => query.phone,
  });
  app.post(
    DEV_NOTICES_PATH,
    {
      onRequest: devOnly,
      schema: { hide: true, body: ZDevNoticesQuery, response: { 200: ZDevNoticesResponse } },
    },
    async (request) => {
      const { phone } = request.body as z.output<typeof ZDevNoticesQuery>;
      const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.phone, phone));
      if (!client) throw new AppError('not_found');
      await deps.scan.run();
      await deps.sender.runOnce({ clientId: client.id, ignoreQuietHours: true });
      return { statusCode: '200' as const, messages: deps.outbox.list(phone) };
    },
  );
}
