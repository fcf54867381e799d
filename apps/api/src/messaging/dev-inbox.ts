export interface DevInboxLimits {
  /** Messages kept per recipient (the newest). */
  perRecipient?: number;
  /** Recipients kept; past it, the one written to longest ago is forgotten. */
  recipients?: number;
  /** The recipient's key, e.g. a lower-cased address; as given by default. */
  key?: (recipient: string) => string;
}

/**
 * What the dev stand-ins "sent", per recipient, newest first: the code outbox, the notices, the mail
 * and the dev Telegram bot each keep one. In memory and bounded per recipient and in total: it holds
 * plain codes and live links, so it never reaches a disk or a production process.
 */
export class DevInbox<T> {
  private readonly byRecipient = new Map<string, T[]>();
  private readonly perRecipient: number;
  private readonly recipients: number;
  private readonly key: (recipient: string) => string;

  constructor(limits: DevInboxLimits = {}) {
    this.perRecipient = limits.perRecipient ?? 20;
    this.recipients = limits.recipients ?? 1_000;
    this.key = limits.key ?? ((recipient) => recipient);
  }

  add(recipient: string, message: T): void {
    const key = this.key(recipient);
    const list = this.byRecipient.get(key) ?? [];
    // Re-inserted, so the map's first key is always the recipient written to longest ago.
    this.byRecipient.delete(key);
    list.unshift(message);
    list.length = Math.min(list.length, this.perRecipient);
    this.byRecipient.set(key, list);
    if (this.byRecipient.size > this.recipients) {
      const oldest = this.byRecipient.keys().next().value;
      if (oldest !== undefined) this.byRecipient.delete(oldest);
    }
  }

  /** Newest first. */
  list(recipient: string): T[] {
    return [...(this.byRecipient.get(this.key(recipient)) ?? [])];
  }
}
