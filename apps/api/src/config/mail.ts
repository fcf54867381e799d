import { z } from 'zod';

const ZOrigin = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/**
 * Variables of outgoing e-mail (the verification link of a new address) and of the links it carries.
 * SMTP_URL, or SMTP_HOST with the others, selects a real SMTP server; without either, development
 * and tests keep the messages in the dev mailbox (GET /api/dev/mail/) and production sends none.
 */
export const ZMailConfig = z.object({
  /** smtp://user:pass@host:587 or smtps://…:465; wins over SMTP_HOST and the others. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  SMTP_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,253}$/, 'must be a host name or address')
    .optional(),
  /** 465 speaks TLS from the start; any other port upgrades with STARTTLS when the server offers it. */
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).max(256).optional(),
  SMTP_PASS: z.string().min(1).max(1024).optional(),
  SMTP_FROM: z.string().min(3).max(256).default('Ijara <no-reply@ijara.kg>'),
  /** The site's address for links in messages, e.g. https://lk.ijara.kg; the request's origin when unset. */
  PUBLIC_URL: ZOrigin.optional(),
});

type MailConfig = z.output<typeof ZMailConfig> & { NODE_ENV: string };

/** Whether a real SMTP server is configured. */
export function smtpConfigured(config: z.output<typeof ZMailConfig>): boolean {
  return Boolean(config.SMTP_URL || config.SMTP_HOST);
}

/** [variable, message] for each inconsistent mail setting. */
export function mailIssues(config: MailConfig): [string, string][] {
  const issues: [string, string][] = [];
  if (Boolean(config.SMTP_USER) !== Boolean(config.SMTP_PASS) && !config.SMTP_URL) {
    issues.push([config.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER', 'SMTP_USER and SMTP_PASS go together']);
  }
  if (config.NODE_ENV === 'production' && smtpConfigured(config) && !config.PUBLIC_URL) {
    // Otherwise the link's host would come from the request's Host header, which anyone can set.
    issues.push(['PUBLIC_URL', 'is needed for the links in e-mails when SMTP is configured in production']);
  }
  return issues;
}
