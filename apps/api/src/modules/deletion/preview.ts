import { deletionDate } from '@ijara/contract';
import type { Auth } from '../auth/index';
import type { Payments } from '../payments/index';
import { ERASED_FIELDS, type ErasedField } from './erasure-plan';
import type { DeletionRepository } from './repository';

export interface ErasePreview {
  client: { id: number; phone: string; requestedOn: string | null; erasesOn: string | null; erased: boolean };
  /** The personal fields the job blanks, with their values now (those already blank are left out). */
  fields: { name: ErasedField; value: string }[];
  /** Rows the job deletes, revokes or blanks. */
  erase: {
    sessions: number;
    signInRecords: number;
    cards: number;
    emailVerifications: number;
    notifications: number;
    idempotencyKeys: number;
    deliveryAddresses: number;
    returnAddresses: number;
    auditAddresses: number;
  };
  /** Rows kept by law, under the client's id. */
  keep: { subscriptions: number; payments: number; bonusEntries: number };
  /** Subscriptions that hold the erasure back until they end. */
  blockers: { subscriptionID: number; status: number }[];
}

/** What erasing a client would do, changing nothing (npm run ops -- erase-preview <phone>). */
export class ErasurePreviews {
  constructor(
    private readonly repository: DeletionRepository,
    private readonly deps: { auth: Pick<Auth, 'traces'>; cards: Pick<Payments['cards'], 'countAttached'> },
  ) {}

  async preview(phone: string): Promise<ErasePreview | null> {
    const client = await this.repository.byPhone(phone);
    if (!client) return null;
    const [traces, cards, counts, running] = await Promise.all([
      this.deps.auth.traces(client),
      this.deps.cards.countAttached(client.id),
      this.repository.counts(client.id),
      this.repository.running(this.repository.db, client.id),
    ]);
    const fields = (Object.keys(ERASED_FIELDS) as ErasedField[]).flatMap((name) => {
      const now = client[name];
      const erased = ERASED_FIELDS[name](client.id);
      return now === null || now === erased
        ? []
        : [{ name, value: now instanceof Date ? now.toISOString() : String(now) }];
    });
    const requestedOn = client.deletePersonalData ? client.deletePersonalDataDate : null;
    const { subscriptions, payments, bonusEntries, ...rows } = counts;
    return {
      client: {
        id: client.id,
        phone: client.phone,
        requestedOn,
        erasesOn: requestedOn === null ? null : deletionDate(requestedOn),
        erased: client.erasedAt !== null,
      },
      fields,
      erase: { ...traces, cards, ...rows },
      keep: { subscriptions, payments, bonusEntries },
      blockers: running.map((row) => ({ subscriptionID: row.id, status: row.status })),
    };
  }
}
