import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { loadWhenUsed } from '../lib/load-when-used';
import type { Mailer, MailMessage } from './mailer';
import { TRANSPORT_TIMEOUT_MS } from './transport';

const nodemailer = loadWhenUsed<typeof import('nodemailer')>('nodemailer');

export interface SmtpSettings {
  /** smtp:// or smtps:// with the credentials; wins over host and port. */
  url?: string | undefined;
  host?: string | undefined;
  port: number;
  user?: string | undefined;
  pass?: string | undefined;
  from: string;
  timeoutMs?: number;
}

/** Sends through an SMTP server with nodemailer; one pooled-free connection per message. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(private readonly settings: SmtpSettings) {
    const timeout = settings.timeoutMs ?? TRANSPORT_TIMEOUT_MS;
    const limits = { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout };
    this.transport = nodemailer().createTransport(
      settings.url
        ? { url: settings.url, ...limits }
        : {
            host: settings.host,
            port: settings.port,
            secure: settings.port === 465,
            ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
            ...limits,
          },
    );
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
