import { z } from 'zod';
import { ok, ZIsoDateTime } from '../envelope';
import { ZCodeChannel, ZPhone } from './auth';

/**
 * The development outbox (DESIGN.md §4): the codes the dev channel "sent" to a phone, for e2e tests.
 * Not under /api/v3/ and not signed; the api registers it only when NODE_ENV is not production.
 */
export const DEV_OUTBOX_PATH = '/api/dev/outbox/';

export const ZDevOutboxQuery = z.object({ phone: ZPhone });
export type TDevOutboxQuery = z.input<typeof ZDevOutboxQuery>;

export const ZDevOutboxMessage = z.object({
  channel: ZCodeChannel,
  text: z.string(),
  code: z.string(),
  sentAt: ZIsoDateTime,
});
export type TDevOutboxMessage = z.infer<typeof ZDevOutboxMessage>;

/** Newest first. */
export const ZDevOutboxResponse = ok({ messages: z.array(ZDevOutboxMessage) });
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;
