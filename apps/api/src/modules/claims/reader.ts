import type { Locale, TClaim } from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { claimFileLinks } from './files';
import type { ClaimRow, ClaimsRepository } from './repository';
import { type LinkContext, toClaim } from './to-claim';

/** Who reads: the client, and the session whose key signs the file links. */
export interface Reader {
  clientId: number;
  sessionId: number;
}

/** A client's claims as the wire's, with fresh signed links to their files. */
export class ClaimReader {
  constructor(
    private readonly db: Db,
    private readonly repository: ClaimsRepository,
    private readonly clock: Clock,
  ) {}

  /** claim/list/: the claims of one of the client's subscriptions, newest first (another's: 404). */
  async list(reader: Reader, subscriptionId: number, locale: Locale): Promise<TClaim[]> {
    const rows = await this.repository.ofSubscription(this.db, reader.clientId, subscriptionId);
    if (
      rows.length === 0 &&
      !(await this.repository.ownsSubscription(this.db, reader.clientId, subscriptionId))
    ) {
      throw new AppError('not_found', { text: 'subscriptionNotFound' });
    }
    return this.answer(reader, rows, locale);
  }

  /** One claim of the client; another client's is 404 like one that does not exist. */
  async one(reader: Reader, claimId: number, locale: Locale, db: Db = this.db): Promise<TClaim> {
    const row = await this.repository.find(db, claimId);
    if (!row || row.clientId !== reader.clientId) throw new AppError('not_found', { text: 'claimNotFound' });
    const [claim] = await this.answer(reader, [row], locale, db);
    if (!claim) throw new AppError('internal');
    return claim;
  }

  private async answer(
    reader: Reader,
    rows: ClaimRow[],
    locale: Locale,
    db: Db = this.db,
  ): Promise<TClaim[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [files, payments, key] = await Promise.all([
      this.repository.filesOf(db, ids),
      this.repository.paymentsOf(db, ids),
      this.repository.sessionKey(db, reader.sessionId),
    ]);
    if (key === null) throw new AppError('unauthorized');
    const links: LinkContext = {
      key,
      sessionId: reader.sessionId,
      locale,
      expires: claimFileLinks.full.expiresFrom(this.clock.now()),
    };
    return rows.map((row) => {
      const payment = payments.find((candidate) => candidate.claimId === row.id);
      return toClaim(row, files, payment ? { id: payment.id, status: payment.status } : null, links);
    });
  }
}
