/** One plain-text message to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mail goes: a real SMTP server, the dev mailbox, or nowhere (production without SMTP). */
export interface Mailer {
  readonly name: 'smtp' | 'dev' | 'off';
  /** Rejects when the message could not be handed over; the message never holds a secret in the error. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Outside calls time out at 10 s (DESIGN.md §5). */
export const MAIL_TIMEOUT_MS = 10_000;
