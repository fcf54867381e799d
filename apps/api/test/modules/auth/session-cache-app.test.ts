import { specText } from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app';
import { clients, sessions } from '../../../src/db/schema/index';
import { sha256 } from '../../../src/modules/auth/secrets';
import { describeEachDatabase, testConfig } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { postgresCopy } from '../../helpers/database';
import { apiInject, errorOf } from '../../helpers/request';

const POLL = { timeout: 3_000, interval: 20 };
const status = async (app: FastifyInstance, path: string, token: string, body?: object) =>
  (await apiInject(app, { path, token, ...(body ? { body } : {}) })).statusCode;

/** Revokes a session behind the app's back: with triggers off, no change notice goes out. */
async function revokeSilently(app: FastifyInstance, token: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, sha256(token)));
  });
}

/**
 * Reads until the principal is cached. The change notices of the client's own sign-up can arrive after
 * the first read began (late on a loaded machine), and a read does not keep what a notice may have made
 * stale (session-cache.ts `set`).
 */
async function cachedRead(app: FastifyInstance, token: string): Promise<void> {
  await expect
    .poll(async () => {
      expect(await status(app, 'user/getinfo/', token)).toBe(200);
      return app.auth.sessions.cache.get(sha256(token)) !== undefined;
    }, POLL)
    .toBe(true);
}

describeEachDatabase('signed-in reads with the session cache (docs/decisions/029)', ({ app }) => {
  it('answers a repeated read without asking the database for the session, but never a write', async () => {
    const { token } = await signedInClient(app());
    await cachedRead(app(), token);
    await revokeSilently(app(), token);
    // The read is served by the cached principal; the write looks the session up and finds it revoked.
    expect(await status(app(), 'user/getinfo/', token)).toBe(200);
    expect(await status(app(), 'user/advertising/', token, { advertising: true })).toBe(401);
  });

  it('lets a read-only POST (pricing a draft) use the cached principal and keep it cached', async () => {
    const { token } = await signedInClient(app());
    await cachedRead(app(), token);
    await revokeSilently(app(), token);
    // Past the access rule (a 401 otherwise) to the draft's validation; a write would have looked the
    // session up, and then made the next read look it up too.
    expect(await status(app(), 'subscription/calculate/', token, {})).toBe(400);
    expect(await status(app(), 'user/getinfo/', token)).toBe(200);
    expect(await status(app(), 'user/advertising/', token, { advertising: true })).toBe(401);
  });

  it('forgets a client whose row changes, whoever changes it', async () => {
    const { client, token } = await signedInClient(app());
    expect(await status(app(), 'subscription/info/', token)).toBe(200);
    // An operator's or a job's SQL, not a call of this client: the row's notice clears the cache.
    await app().db.update(clients).set({ firstName: '' }).where(eq(clients.id, client.id));
    await expect.poll(() => status(app(), 'subscription/info/', token), POLL).toBe(403);
    const response = await apiInject(app(), { path: 'subscription/info/', token });
    expect(errorOf(response).message).toBe(specText('registrationRequired', 'ru'));
  });

  it('keeps a client cached when only their points balance changes (the cashback of every charge)', async () => {
    const { client, token } = await signedInClient(app());
    const other = await signedInClient(app());
    await cachedRead(app(), token);
    const forgotten = vi.spyOn(app().auth.sessions.cache, 'forgetClient');
    // Notices arrive in commit order: once the other client's is heard, every earlier one has been.
    const heardOther = async (lastName: string) => {
      forgotten.mockClear();
      await app().db.update(clients).set({ lastName }).where(eq(clients.id, other.client.id));
      await expect.poll(() => forgotten.mock.calls.some(([id]) => id === other.client.id), POLL).toBe(true);
    };
    await heardOther('Первая');
    await app()
      .db.update(clients)
      .set({ bonus: sql`${clients.bonus} + 100` })
      .where(eq(clients.id, client.id));
    await heardOther('Вторая');
    expect(forgotten.mock.calls.map(([id]) => id)).not.toContain(client.id);
    expect(app().auth.sessions.cache.get(sha256(token))).toBeDefined();
    forgotten.mockRestore();
  });

  it('stops reading at once after log-out', async () => {
    const { token } = await signedInClient(app());
    expect(await status(app(), 'user/getinfo/', token)).toBe(200);
    expect(await status(app(), 'auth/logout/', token, {})).toBe(200);
    expect(await status(app(), 'user/getinfo/', token)).toBe(401);
  });

  it('looks a client up again after their own write', async () => {
    const { token } = await signedInClient(app(), { firstName: '', lastName: '' });
    expect(await status(app(), 'subscription/info/', token)).toBe(403);
    const profile = {
      firstName: 'Айгуль',
      lastName: 'Осмонова',
      birthdate: '1994-05-17',
      gender: 'female',
      communication: 'whatsapp',
      citizenship: 'kg',
      city: 1,
    };
    expect(await status(app(), 'user/updateinfo/', token, profile)).toBe(200);
    expect(await status(app(), 'subscription/info/', token)).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the session cache of two api processes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('a log-out on one process stops the token on the other', async () => {
    const database = await postgresCopy();
    cleanups.push(database.drop);
    const config = testConfig({ DATABASE_URL: database.url });
    const [first, second] = [await buildApp({ config }), await buildApp({ config })];
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    const { token } = await signedInClient(first);
    expect(await status(second, 'user/getinfo/', token)).toBe(200);
    expect(await status(first, 'auth/logout/', token, {})).toBe(200);
    await expect.poll(() => status(second, 'user/getinfo/', token), POLL).toBe(401);
  });
});
