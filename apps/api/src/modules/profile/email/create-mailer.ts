import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/index';
import { smtpConfigured } from '../../../config/mail';
import { DevMailbox, DevMailer, NoMailer } from './dev-mailbox';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** The mailer the configuration selects: SMTP when configured, else the dev mailbox (never in production). */
export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
): { mailer: Mailer; mailbox: DevMailbox | null } {
  if (smtpConfigured(config)) {
    const mailer = new SmtpMailer({
      url: config.SMTP_URL,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      user: config.SMTP_USER,
      pass: config.SMTP_PASS,
      from: config.SMTP_FROM,
    });
    return { mailer, mailbox: null };
  }
  if (config.NODE_ENV === 'production') {
    log.warn('SMTP is not configured (SMTP_URL or SMTP_HOST): verification e-mails are not sent');
    return { mailer: new NoMailer(), mailbox: null };
  }
  const mailbox = new DevMailbox();
  return { mailer: new DevMailer(mailbox, log), mailbox };
}
