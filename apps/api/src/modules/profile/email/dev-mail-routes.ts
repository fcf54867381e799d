import { DEV_MAIL_PATH, ZDevMailQuery, ZDevMailResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { devOnly } from '../../../plugins/dev-only';
import type { DevMailbox } from './dev-mailbox';

/**
 * GET /api/dev/mail/?to=… — the e-mails the dev mailer "sent" to an address, newest first, so e2e
 * tests can open a verification link. Registered only with the dev mailer (never in production), and
 * answers only this machine (plugins/dev-only.ts).
 */
export async function devMailRoutes(app: FastifyInstance, { mailbox }: { mailbox: DevMailbox }) {
  app.get(
    DEV_MAIL_PATH,
    {
      onRequest: devOnly,
      schema: { hide: true, querystring: ZDevMailQuery, response: { 200: ZDevMailResponse } },
    },
    async (request) => {
      const { to } = request.query as z.output<typeof ZDevMailQuery>;
      return { statusCode: '200' as const, messages: mailbox.list(to) };
    },
  );
}
