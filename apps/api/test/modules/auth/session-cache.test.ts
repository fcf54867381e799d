import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../src/modules/auth/session-cache';
import type { Principal } from '../../../src/plugins/access';

const principal = (clientId: number, sessionId = clientId): Principal => ({
  sessionId,
  clientId,
  profileComplete: true,
  restriction: null,
});

function cache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const sessions = new SessionCache(options.ttlMs ?? 10_000, options.maxEntries ?? 100, () => now);
  sessions.hearing(true);
  return { sessions, advance: (ms: number) => (now += ms) };
}

describe('the session cache', () => {
  it('answers a token for its time to live, then asks again', () => {
    const { sessions, advance } = cache({ ttlMs: 10_000 });
    sessions.set('a', principal(1), sessions.version);
    advance(9_999);
    expect(sessions.get('a')).toEqual(principal(1));
    advance(1);
    expect(sessions.get('a')).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('keeps nothing while change notices are not heard, and forgets all when they stop', () => {
    const { sessions } = cache();
    sessions.set('a', principal(1), sessions.version);
    sessions.hearing(false);
    expect(sessions.get('a')).toBeUndefined();
    sessions.set('b', principal(2), sessions.version);
    expect(sessions.get('b')).toBeUndefined();
    sessions.hearing(true);
    sessions.set('b', principal(2), sessions.version);
    expect(sessions.get('b')).toEqual(principal(2));
  });

  it('forgets every token of a client named by a notice or a write, and no one else', () => {
    const { sessions } = cache();
    sessions.set('phone', principal(1, 10), sessions.version);
    sessions.set('laptop', principal(1, 11), sessions.version);
    sessions.set('other', principal(2), sessions.version);
    sessions.notice('1');
    expect([sessions.get('phone'), sessions.get('laptop')]).toEqual([undefined, undefined]);
    expect(sessions.get('other')).toEqual(principal(2));
    sessions.forgetClient(2);
    expect(sessions.size).toBe(0);
  });

  it('does not keep a principal read before a client was forgotten', () => {
    const { sessions } = cache();
    const readAt = sessions.version;
    // While that read was in flight, a write of client 1 ended (or a notice named them).
    sessions.forgetClient(1);
    sessions.set('a', principal(1), readAt);
    expect(sessions.get('a')).toBeUndefined();
    sessions.set('a', principal(1), sessions.version);
    expect(sessions.get('a')).toEqual(principal(1));
  });

  it('forgets everything on a notice it cannot read', () => {
    const { sessions } = cache();
    sessions.set('a', principal(1), sessions.version);
    sessions.notice('not a client id');
    expect(sessions.get('a')).toBeUndefined();
    sessions.set('a', principal(1), sessions.version);
    expect(sessions.get('a')).toEqual(principal(1));
  });

  it('holds at most maxEntries tokens, dropping the oldest', () => {
    const { sessions } = cache({ maxEntries: 2 });
    sessions.set('a', principal(1), sessions.version);
    sessions.set('b', principal(2), sessions.version);
    sessions.set('c', principal(3), sessions.version);
    expect(sessions.size).toBe(2);
    expect(sessions.get('a')).toBeUndefined();
    expect(sessions.get('c')).toEqual(principal(3));
    // The dropped token's client index is gone too: forgetting client 1 touches nothing else.
    sessions.forgetClient(1);
    expect(sessions.size).toBe(2);
  });
});
