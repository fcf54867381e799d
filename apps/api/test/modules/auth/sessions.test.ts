import { AUTH_LIMITS, specText } from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, sessions } from '../../../src/db/schema/index';
import { sha256 } from '../../../src/modules/auth/secrets';
import { describeEachDatabase } from '../../helpers/app';
import { setClientFlags, signedInClient, signIn } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

const getInfo = (token?: string) => ({ path: 'user/getinfo/', ...(token ? { token } : {}) });

describeEachDatabase('tokens and the access rule of each call', ({ app }) => {
  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-token'],
    ['an unknown token', 'A'.repeat(43)],
  ])('answers a token call with %s with 401 unauthorized in ru and en', async (_, token) => {
    for (const locale of ['ru', 'en'] as const) {
      const response = await apiInject(app(), { ...getInfo(token), locale });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        statusCode: '401',
        code: 'unauthorized',
        message: specText('unauthorized', locale),
      });
    }
  });

  it('answers a client call with 401 before validating the body', async () => {
    const response = await apiInject(app(), { path: 'bonus/promo/', body: {} });
    expect(response.statusCode).toBe(401);
  });

  it('keeps public calls public, whatever token comes along', async () => {
    const response = await apiInject(app(), { path: 'info/catalog/', token: 'A'.repeat(43) });
    expect(response.statusCode).toBe(200);
  });

  it('gives a token of a new client registration-level access only (403 on client calls)', async () => {
    const { token } = await signIn(app());
    expect((await apiInject(app(), getInfo(token))).statusCode).toBe(200);
    const response = await apiInject(app(), { path: 'subscription/info/', token, locale: 'en' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      statusCode: '403',
      code: 'forbidden',
      message: 'Please complete your registration first.',
    });
  });

  it('lets a client with a completed profile through', async () => {
    const { token } = await signedInClient(app());
    expect((await apiInject(app(), { path: 'subscription/info/', token })).statusCode).toBe(200);
  });

  it('stores a token only as its SHA-256, for 30 days', async () => {
    const { token, clientID } = await signIn(app());
    const rows = await app()
      .db.select({
        tokenHash: sessions.tokenHash,
        days: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt})::int / 86400`,
      })
      .from(sessions)
      .where(eq(sessions.clientId, clientID));
    expect(rows).toEqual([{ tokenHash: sha256(token), days: AUTH_LIMITS.tokenTtlDays }]);
  });

  it('refuses an expired token', async () => {
    const { token, client } = await signedInClient(app());
    await app()
      .db.update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.clientId, client.id));
    expect((await apiInject(app(), getInfo(token))).statusCode).toBe(401);
  });

  it('revokes the presenting token at log-out, and only that one', async () => {
    const { token, client } = await signedInClient(app());
    const other = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
    const out = await apiInject(app(), { path: 'auth/logout/', body: {}, token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ statusCode: '200' });
    expect((await apiInject(app(), getInfo(token))).statusCode).toBe(401);
    expect((await apiInject(app(), { path: 'auth/logout/', body: {}, token })).statusCode).toBe(401);
    expect((await apiInject(app(), getInfo(other.token))).statusCode).toBe(200);
    const actions = await app()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.clientId, client.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'session.create',
      'session.create',
      'session.revoke',
    ]);
  });

  const pending = { deletePersonalData: true, deletePersonalDataDate: '2026-11-20' };
  it.each([
    [
      'forbidden',
      { forbidden: true },
      { en: { message: specText('forbidden', 'en') }, ru: { message: specText('forbidden', 'ru') } },
    ],
    [
      'deletion-flagged',
      pending,
      {
        en: {
          message:
            'Your personal data will be deleted on 2 December 2026. Until then the account is read-only; you can cancel the deletion on the deletion page.',
          redirect: '/en/information-delete-profile/',
        },
        ru: {
          message:
            'Ваши персональные данные будут удалены 2 декабря 2026 г., а до этого кабинет доступен только для просмотра. Отменить удаление можно на странице удаления.',
          redirect: '/information-delete-profile/',
        },
      },
    ],
  ])('answers every POST of a %s client with 403, but GETs and log-out work', async (_, flags, answers) => {
    const { token, client } = await signedInClient(app());
    await setClientFlags(app(), client.id, flags);
    for (const locale of ['en', 'ru'] as const) {
      for (const path of [
        'user/updateinfo/',
        'bonus/promo/',
        'user/advertising/',
        'user/deletepersonaldata/',
      ]) {
        const response = await apiInject(app(), { path, body: {}, token, locale });
        expect(response.statusCode, path).toBe(403);
        expect(errorOf(response)).toEqual({ statusCode: '403', code: 'forbidden', ...answers[locale] });
      }
    }
    expect((await apiInject(app(), getInfo(token))).statusCode).toBe(200);
    expect((await apiInject(app(), { path: 'auth/logout/', body: {}, token })).statusCode).toBe(200);
  });

  it('lets a client awaiting deletion cancel it, and a forbidden one not', async () => {
    const cancel = (token: string) =>
      apiInject(app(), { path: 'user/deletepersonaldata/cancel/', body: {}, token, locale: 'en' });
    const waiting = await signedInClient(app(), pending);
    expect((await cancel(waiting.token)).statusCode).toBe(200);
    const banned = await signedInClient(app(), { ...pending, forbidden: true });
    expect(errorOf(await cancel(banned.token))).toEqual({
      statusCode: '403',
      code: 'forbidden',
      message: specText('forbidden', 'en'),
    });
  });

  it('writes the last-seen time at most once an hour', async () => {
    const { token, client } = await signedInClient(app());
    const seen = async () =>
      (await app().db.select().from(sessions).where(eq(sessions.clientId, client.id)))[0]?.lastSeenAt;
    await app()
      .db.update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.clientId, client.id));
    const before = await seen();
    await apiInject(app(), getInfo(token));
    const after = await seen();
    expect(after?.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    await apiInject(app(), getInfo(token));
    expect((await seen())?.getTime()).toBe(after?.getTime());
  });
});
