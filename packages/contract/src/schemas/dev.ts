import { z } from 'zod';
import { ok, ZId, ZIsoDateTime } from '../envelope';
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

/**
 * POST /api/dev/billing/ (not in production): gives the client of `phone` an active subscription due
 * today and runs the billing job once, so e2e journeys can see a real payment in /payments/.
 */
export const DEV_BILLING_PATH = '/api/dev/billing/';
export const ZDevBillingRequest = z.object({ phone: ZPhone });
export const ZDevBillingResponse = ok({ subscriptionID: ZId });

/**
 * POST /api/dev/term-end/ {phone, endsInDays} (not in production): an active, fully paid 12-month pickup
 * subscription whose term ends in `endsInDays` days, for e2e journeys of the term's end (the browser
 * cannot move the server's clock).
 */
export const DEV_TERM_END_PATH = '/api/dev/term-end/';
export const ZDevTermEndRequest = z.object({ phone: ZPhone, endsInDays: z.number().int().min(-60).max(60) });
export const ZDevTermEndResponse = ok({ subscriptionID: ZId });

/**
 * GET /api/dev/mail/?to=… (not in production, and only while no SMTP server is configured): the
 * e-mails the dev mailer "sent" to an address, newest first, so e2e tests can open a verification link.
 */
export const DEV_MAIL_PATH = '/api/dev/mail/';
export const ZDevMailQuery = z.object({ to: z.string().trim().min(3).max(254) });
export const ZDevMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Files sent with it (the contract's PDF), by name, type and size in bytes; absent when none. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
    .optional(),
  sentAt: ZIsoDateTime,
});
export type TDevMail = z.infer<typeof ZDevMail>;
export const ZDevMailResponse = ok({ messages: z.array(ZDevMail) });

/**
 * GET /api/dev/notices/?phone=… (not in production): the notices (docs/decisions/027) the dev channels
 * "sent" to a client, newest first, so e2e tests can open a notice's link.
 */
export const DEV_NOTICES_PATH = '/api/dev/notices/';
export const ZDevNoticesQuery = z.object({ phone: ZPhone });
export const ZDevNotice = z.object({
  /** The channel the dev channel stands in for: whatsapp, telegram or sms. */
  channel: z.string(),
  kind: z.string(),
  text: z.string(),
  sentAt: ZIsoDateTime,
});
export type TDevNotice = z.infer<typeof ZDevNotice>;
export const ZDevNoticesResponse = ok({ messages: z.array(ZDevNotice) });
