import { todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import type { Principal } from '../../plugins/access';
import { newSecret, sha256, TOKEN_PATTERN } from './secrets';
import type { SessionCache } from './session-cache';
import type { SessionRepository } from './session-repository';

export interface IssuedToken {
  token: string;
  clientId: number;
}

/** Bearer tokens of DESIGN.md §5: 256-bit, stored as SHA-256, new at every sign-in, 30 days. */
export class SessionService {
  constructor(
    private readonly repository: SessionRepository,
    readonly cache: SessionCache,
  ) {}

  /** A new token for a client, inside the sign-in's transaction. */
  async issue(tx: Db, clientId: number, ip: string, method: 'code' | 'telegram'): Promise<IssuedToken> {
    const token = newSecret(32);
    const sessionId = await this.repository.insert(tx, clientId, sha256(token));
    await this.repository.audit(tx, { clientId, action: 'session.create', sessionId, ip, method });
    return { token, clientId };
  }

  /**
   * The access hook's question: whose token is this, and what may they do? A read (GET) may be
   * answered from the session cache; a write always asks the database.
   */
  authenticate = async (token: string, read: boolean): Promise<Principal | null> => {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = sha256(token);
    if (read) {
      const cached = this.cache.get(tokenHash);
      if (cached) return cached;
    }
    const version = this.cache.version;
    const session = await this.repository.findActive(tokenHash);
    if (!session) return null;
    if (session.stale) await this.repository.touch(session.sessionId);
    const principal: Principal = {
      sessionId: session.sessionId,
      clientId: session.clientId,
      profileComplete: session.firstName !== '' && session.lastName !== '',
      restriction: session.forbidden
        ? { kind: 'forbidden' }
        : session.deletePersonalData
          ? { kind: 'deletion', requestedOn: session.deletePersonalDataDate ?? todayInBishkek() }
          : null,
    };
    if (read) this.cache.set(tokenHash, principal, version);
    return principal;
  };

  /** A write of this client has ended here: what it changed about them is looked up again. */
  changed = (clientId: number): void => {
    this.cache.forgetClient(clientId);
  };

  /** Log-out: the presenting token stops working at once. */
  async revoke(principal: Principal, ip: string): Promise<void> {
    this.cache.forgetClient(principal.clientId);
    await this.repository.revoke({ sessionId: principal.sessionId, clientId: principal.clientId, ip });
    this.cache.forgetClient(principal.clientId);
  }
}
