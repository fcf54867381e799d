/** A file sent with a message (the contract's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One plain-text message to one address, with any attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Where e-mail goes: a real SMTP server, the dev mailbox, or nowhere (production without SMTP). */
export interface Mailer {
  readonly name: 'smtp' | 'dev' | 'off';
  /** Rejects when the message could not be handed over; the message never holds a secret in the error. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Production without SMTP: nothing is sent (start-up warns once). */
export class NoMailer implements Mailer {
  readonly name = 'off';
  async send(): Promise<void> {}
  async close(): Promise<void> {}
}
