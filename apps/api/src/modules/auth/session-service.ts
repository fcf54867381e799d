import { todayInBishkek } from '@ijara/contract';
import type { Db } from '../../db/database';
import type { Principal } from '../../plugins/access';
import { newSecret, sha256, TOKEN_PATTERN } from './secrets';
import type { SessionRepository } from './session-repository';

export interface IssuedToken {
  token: string;
  clientId: number;
}

/** Bearer tokens of DESIGN.md §5: 256-bit, stored as SHA-256, new at every sign-in, 30 days. */
export class SessionService {
  constructor(private readonly repository: SessionRepository) {}

  /** A new token for a client, inside the sign-in's transaction. */
  async issue(tx: Db, clientId: number, ip: string, method: 'code' | 'telegram'): Promise<IssuedToken> {
    const token = newSecret(32);
    const sessionId = await this.repository.insert(tx, clientId, sha256(token));
    await this.repository.audit(tx, { clientId, action: 'session.create', sessionId, ip, method });
    return { token, clientId };
  }

  /** The access hook's question: whose token is this, and what may they do? */
  authenticate = async (token: string): Promise<Principal | null> => {
    if (!TOKEN_PATTERN.test(token)) return null;
    const session = await this.repository.findActive(sha256(token));
    if (!session) return null;
    if (session.stale) await this.repository.touch(session.sessionId);
    return {
      sessionId: session.sessionId,
      clientId: session.clientId,
      profileComplete: session.firstName !== '' && session.lastName !== '',
      restriction: session.forbidden
        ? { kind: 'forbidden' }
        : session.deletePersonalData
          ? { kind: 'deletion', requestedOn: session.deletePersonalDataDate ?? todayInBishkek() }
          : null,
    };
  };

  /** Log-out: the presenting token stops working at once. */
  revoke(principal: Principal, ip: string): Promise<void> {
    return this.repository.revoke({ sessionId: principal.sessionId, clientId: principal.clientId, ip });
  }
}
