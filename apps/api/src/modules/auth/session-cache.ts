import type { Principal } from '../../plugins/access';

/**
 * The principals of recently seen tokens, by token hash, for the signed-in reads (GET) of the next few
 * seconds: one database round trip per read instead of two (docs/decisions/029). It answers only while
 * the database's change notices are heard (`hearing`), and forgets a client when a notice names them
 * (a changed client or session row, on any process) or when one of their writes ends here.
 */
export class SessionCache {
  private readonly entries = new Map<string, { principal: Principal; expires: number }>();
  private readonly byClient = new Map<number, Set<string>>();
  private live = false;
  /**
   * Counts what was forgotten. A principal read from the database before a forget may already be
   * stale, so `set` keeps it only when nothing was forgotten since the read began.
   */
  private forgets = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): Principal | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.principal;
    this.remove(tokenHash, entry.principal.clientId);
    return undefined;
  }

  /** Taken before reading a principal from the database; passed to `set` with what was read. */
  get version(): number {
    return this.forgets;
  }

  set(tokenHash: string, principal: Principal, readAtVersion: number): void {
    if (!this.live || this.ttlMs <= 0 || readAtVersion !== this.forgets) return;
    if (!this.entries.has(tokenHash) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (oldest) this.remove(oldest[0], oldest[1].principal.clientId);
    }
    this.entries.set(tokenHash, { principal, expires: this.now() + this.ttlMs });
    const hashes = this.byClient.get(principal.clientId) ?? new Set<string>();
    hashes.add(tokenHash);
    this.byClient.set(principal.clientId, hashes);
  }

  forgetClient(clientId: number): void {
    this.forgets += 1;
    for (const tokenHash of this.byClient.get(clientId) ?? []) this.entries.delete(tokenHash);
    this.byClient.delete(clientId);
  }

  /** Notices started or stopped reaching this process: either way, what was cached may be stale. */
  hearing(live: boolean): void {
    this.forgets += 1;
    this.live = live;
    this.entries.clear();
    this.byClient.clear();
  }

  /** A 'session_change' notice: its payload is the client id. */
  notice = (payload: string): void => {
    const clientId = Number(payload);
    if (Number.isInteger(clientId)) this.forgetClient(clientId);
    else this.hearing(this.live);
  };

  get size(): number {
    return this.entries.size;
  }

  private remove(tokenHash: string, clientId: number): void {
    this.entries.delete(tokenHash);
    const hashes = this.byClient.get(clientId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byClient.delete(clientId);
  }
}
