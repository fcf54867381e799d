import { deletionDate, fillText, type Locale, type TClient, todayInBishkek } from '@ijara/contract';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { pick } from '../../lib/localize';
import { toClient } from '../profile/index';
import { checkAgreement } from './agreement';
import type { DeletionRepository, RunningSubscription } from './repository';

export interface DeletionRequest {
  clientId: number;
  agreement: string;
  /** The bearer token of the request: the agreement must carry the same one. */
  token: string;
  ip: string;
  locale: Locale;
}

function listed(running: RunningSubscription[], locale: Locale): string {
  return running
    .map((row) =>
      fillText('deletionBlockedItem', locale, {
        id: row.id,
        // A model's name already starts with its gadget's ("iPhone 16, 128 ГБ").
        model: pick(locale, row.modelRu, row.modelEn),
      }),
    )
    .join(', ');
}

/**
 * user/deletepersonaldata/ and its cancellation (docs/decisions/022): the request is acknowledged at
 * once (flag + today's date; erased 12 days later), refused while a subscription runs.
 */
export class DeletionRequests {
  constructor(
    private readonly repository: DeletionRepository,
    private readonly clock: Clock,
  ) {}

  async request(input: DeletionRequest): Promise<TClient> {
    checkAgreement(input.agreement, input.token, input.locale);
    return this.repository.db.transaction(async (tx) => {
      // Under the client's lock, so a checkout running at the same moment is either seen or refused.
      const client = await this.repository.lockClient(tx, input.clientId);
      if (!client) throw new AppError('unauthorized');
      const running = await this.repository.running(tx, input.clientId);
      if (running.length > 0) {
        throw new AppError('deletion_blocked', {
          values: (locale) => ({ subscriptions: listed(running, locale) }),
        });
      }
      const today = todayInBishkek(this.clock.now());
      const row = await this.repository.setRequested(tx, input.clientId, today);
      await this.repository.audit(tx, {
        clientId: input.clientId,
        actor: 'client',
        action: 'client.deletion_requested',
        ip: input.ip,
        details: { requestedOn: today, erasesOn: deletionDate(today) },
      });
      return toClient(row);
    });
  }

  /** Withdraws a pending request; without one it changes nothing and answers the client as it is. */
  async cancel(clientId: number, ip: string): Promise<TClient> {
    return this.repository.db.transaction(async (tx) => {
      const client = await this.repository.lockClient(tx, clientId);
      if (!client || client.erasedAt) throw new AppError('unauthorized');
      if (!client.deletePersonalData) return toClient(client);
      const row = await this.repository.setRequested(tx, clientId, null);
      await this.repository.audit(tx, {
        clientId,
        actor: 'client',
        action: 'client.deletion_cancelled',
        ip,
        details: { requestedOn: client.deletePersonalDataDate },
      });
      return toClient(row);
    });
  }
}
