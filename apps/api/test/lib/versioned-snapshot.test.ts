import { describe, expect, it } from 'vitest';
import { type SnapshotTiming, VersionedSnapshot } from '../../src/lib/versioned-snapshot';

const TIMING: SnapshotTiming = { ttlMs: 60_000, checkHearingMs: 4_000, checkDeafMs: 2_000, expectMs: 5_000 };

/** A database of one value and its version, counting the reads of each; the clock moves by hand. */
function fakeDatabase() {
  const state = { version: 1, value: 'a', versionReads: 0, loads: 0, down: false, now: 0 };
  const snapshot = new VersionedSnapshot(
    {
      version: async () => {
        state.versionReads += 1;
        if (state.down) throw new Error('database down');
        return state.version;
      },
      load: async () => {
        state.loads += 1;
        return state.value;
      },
    },
    TIMING,
    () => state.now,
  );
  const change = (value: string) => {
    state.value = value;
    state.version += 1;
    return state.version;
  };
  return { state, snapshot, change };
}

describe('VersionedSnapshot', () => {
  it('loads once and hands out the same object until a comparison finds another version', async () => {
    const { state, snapshot, change } = fakeDatabase();
    snapshot.hearing(true);
    const first = await snapshot.get();
    expect(first).toEqual({ version: 1, value: 'a' });
    change('b');
    state.now = 3_999;
    expect(await snapshot.get()).toBe(first);
    expect(state.versionReads).toBe(1);
    state.now = 4_000;
    expect(await snapshot.get()).toEqual({ version: 2, value: 'b' });
    expect([state.versionReads, state.loads]).toEqual([3, 2]);
  });

  it('compares every 2 s while notices are not heard, and at once when they are heard again', async () => {
    const { state, snapshot, change } = fakeDatabase();
    const first = await snapshot.get();
    state.now = 1_999;
    expect(await snapshot.get()).toBe(first);
    change('b');
    state.now = 2_000;
    expect((await snapshot.get()).value).toBe('b');

    snapshot.hearing(true);
    change('c');
    state.now = 2_001;
    expect((await snapshot.get()).value).toBe('c');
  });

  it('compares on the next read after a notice, and loads only when the version differs', async () => {
    const { state, snapshot, change } = fakeDatabase();
    snapshot.hearing(true);
    const first = await snapshot.get();
    snapshot.notice('1');
    expect(await snapshot.get()).toBe(first);
    expect(state.loads).toBe(1);
    snapshot.notice(String(change('b')));
    expect((await snapshot.get()).value).toBe('b');
    expect(state.loads).toBe(2);
  });

  it('keeps comparing after a write here until it commits, for at most 5 s', async () => {
    const { state, snapshot, change } = fakeDatabase();
    snapshot.hearing(true);
    const first = await snapshot.get();
    snapshot.expect(2);
    expect(await snapshot.get()).toBe(first);
    expect(await snapshot.get()).toBe(first);
    expect(state.versionReads).toBe(3);
    change('b');
    expect((await snapshot.get()).value).toBe('b');

    const reads = state.versionReads;
    snapshot.expect(3); // rolled back: never comes
    state.now = 5_000;
    await snapshot.get();
    await snapshot.get();
    expect(state.versionReads).toBe(reads + 1);
  });

  it('shares one comparison among the reads waiting for it', async () => {
    const { state, snapshot, change } = fakeDatabase();
    snapshot.hearing(true);
    await snapshot.get();
    snapshot.notice(String(change('b')));
    const answers = await Promise.all([snapshot.get(), snapshot.get(), snapshot.get()]);
    expect(answers.map((answer) => answer.value)).toEqual(['b', 'b', 'b']);
    expect([state.versionReads, state.loads]).toEqual([3, 2]);
  });

  it('keeps the value held when the version cannot be read, and loads again after the TTL', async () => {
    const { state, snapshot } = fakeDatabase();
    const first = await snapshot.get();
    state.down = true;
    snapshot.notice('7');
    expect(await snapshot.get()).toBe(first);
    state.down = false;
    state.value = 'written by hand';
    state.now = 60_000;
    expect((await snapshot.get()).value).toBe('written by hand');
  });
});
