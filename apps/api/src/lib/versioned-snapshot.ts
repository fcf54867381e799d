import { type TtlCache, ttlCache } from './ttl-cache';

export interface Versioned<T> {
  version: number;
  value: T;
}

export interface VersionedSource<T> {
  /** The version the database holds now; it changes with every change of the value. */
  version(): Promise<number>;
  load(): Promise<T>;
}

export interface SnapshotTiming {
  /** Loaded again after this long whatever the version says (a change written without a new version). */
  ttlMs: number;
  /** How often a read compares the versions while notices of changes are heard. */
  checkHearingMs: number;
  /** …and while they are not (the LISTEN connection is down: notices may be missed). */
  checkDeafMs: number;
  /** How long a version announced by expect() makes every read compare, at most. */
  expectMs: number;
}

/**
 * A value read from the database and kept in memory while its version stays the same. A version
 * announced by a notice (`notice`, as db/notice-listener.ts calls it) or by a write in this process
 * (`expect`) makes the next reads compare the versions — one primary-key read — and load again when
 * they differ. In case a notice is missed, a read also compares at most every `checkHearingMs`
 * (`checkDeafMs` while notices are not heard). A failed comparison keeps the value held.
 */
export class VersionedSnapshot<T> {
  private readonly cache: TtlCache<Versioned<T>>;
  private hearingNotices = false;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private expected: { version: number; until: number } | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly source: VersionedSource<T>,
    private readonly timing: SnapshotTiming,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.cache = ttlCache(
      timing.ttlMs,
      async () => {
        this.lastCheck = this.now();
        // The version first: a change committed in between leaves newer rows under an older number,
        // which the next comparison loads again, never older rows under a newer one.
        const version = await source.version();
        return { version, value: await source.load() };
      },
      now,
    );
  }

  async get(): Promise<Versioned<T>> {
    const held = await this.cache.get('');
    if (!this.checkDue(held.version)) return held;
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    await this.checking;
    return this.cache.get('');
  }

  /** A change to `version` was written (perhaps not yet committed) or announced. */
  expect(version: number): void {
    const until = this.now() + this.timing.expectMs;
    this.expected = { version: Math.max(version, this.expected?.version ?? version), until };
  }

  /** A notice on the channel: its payload is the new version. */
  notice = (payload: string): void => {
    const version = Number(payload);
    if (Number.isSafeInteger(version)) this.expect(version);
    else this.lastCheck = Number.NEGATIVE_INFINITY;
  };

  /** Notices started or stopped being heard: either way some may have been missed. */
  hearing = (live: boolean): void => {
    this.hearingNotices = live;
    this.lastCheck = Number.NEGATIVE_INFINITY;
  };

  /** Loads again on the next read, whatever the version (tests that write rows directly). */
  clear(): void {
    this.cache.clear();
  }

  private checkDue(heldVersion: number): boolean {
    const now = this.now();
    if (this.expected && (this.expected.version <= heldVersion || now >= this.expected.until)) {
      this.expected = null;
    }
    if (this.expected) return true;
    const every = this.hearingNotices ? this.timing.checkHearingMs : this.timing.checkDeafMs;
    return now - this.lastCheck >= every;
  }

  private async check(): Promise<void> {
    this.lastCheck = this.now();
    try {
      const [current, held] = await Promise.all([this.source.version(), this.cache.get('')]);
      if (current !== held.version) this.cache.clear();
    } catch {
      // The database did not answer: the value held is still the best there is.
    }
  }
}
