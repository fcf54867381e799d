import type { TDevOutboxMessage } from '@ijara/contract';

const PER_PHONE = 20;
const PHONES = 1_000;

/**
 * The messages the dev channel "sent", per phone, for GET /api/dev/outbox/ (e2e tests read codes
 * there). In memory and bounded: it holds plain codes, so it never reaches a disk or a production
 * process (config.ts refuses CODE_CHANNELS=dev when NODE_ENV=production).
 */
export class DevOutbox {
  private readonly byPhone = new Map<string, TDevOutboxMessage[]>();

  add(phone: string, message: TDevOutboxMessage): void {
    const list = this.byPhone.get(phone) ?? [];
    this.byPhone.delete(phone);
    list.unshift(message);
    list.length = Math.min(list.length, PER_PHONE);
    this.byPhone.set(phone, list);
    if (this.byPhone.size > PHONES) {
      const oldest = this.byPhone.keys().next().value;
      if (oldest !== undefined) this.byPhone.delete(oldest);
    }
  }

  /** Newest first. */
  list(phone: string): TDevOutboxMessage[] {
    return [...(this.byPhone.get(phone) ?? [])];
  }
}
