import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema/index';
import { IdempotencyStore } from '../../src/plugins/idempotency-store';
import { describeEachDatabase } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { newKey } from '../helpers/payments';
import { apiInject } from '../helpers/request';

describeEachDatabase('stored answers of idempotent calls', ({ app }) => {
  const store = () => new IdempotencyStore(app().db);

  it('inserts first: one "new", then "in progress" until finished, then the stored answer', async () => {
    const { client } = await signedInClient(app());
    const key = newKey();
    const first = await store().begin(client.id, key, 'payment/payment-create/', 'h1');
    expect(first.kind).toBe('new');
    expect(await store().begin(client.id, key, 'payment/payment-create/', 'h1')).toEqual({
      kind: 'in_progress',
    });
    expect(await store().begin(client.id, key, 'payment/payment-create/', 'h2')).toEqual({
      kind: 'mismatch',
    });
    expect(await store().begin(client.id, key, 'payment/bind-card/', 'h1')).toEqual({ kind: 'mismatch' });
    if (first.kind === 'new') await store().finish(first.record, 200, { statusCode: '200', ok: true });
    expect(await store().begin(client.id, key, 'payment/payment-create/', 'h1')).toEqual({
      kind: 'done',
      statusCode: 200,
      response: { statusCode: '200', ok: true },
    });
  });

  it('keeps keys apart per client', async () => {
    const a = await signedInClient(app());
    const b = await signedInClient(app());
    const key = newKey();
    expect((await store().begin(a.client.id, key, 'c/', 'h')).kind).toBe('new');
    expect((await store().begin(b.client.id, key, 'c/', 'other')).kind).toBe('new');
  });

  it('reuses a key after 24 h, and takes over a run abandoned for 2 minutes', async () => {
    const { client } = await signedInClient(app());
    const expired = newKey();
    await store().begin(client.id, expired, 'c/', 'h');
    await app()
      .db.update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, expired));
    expect((await store().begin(client.id, expired, 'c/', 'another body')).kind).toBe('new');

    const abandoned = newKey();
    await store().begin(client.id, abandoned, 'c/', 'h');
    await app()
      .db.update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(idempotencyKeys.key, abandoned));
    expect((await store().begin(client.id, abandoned, 'c/', 'other')).kind).toBe('mismatch');
    expect((await store().begin(client.id, abandoned, 'c/', 'h')).kind).toBe('new');
  });

  it('replays a run that committed its effect, whatever became of its answer, and never hands it over', async () => {
    const { client } = await signedInClient(app());
    const key = newKey();
    const first = await store().begin(client.id, key, 'subscription/create/', 'h');
    if (first.kind !== 'new') throw new Error('expected a new run');
    await app().db.transaction((tx) => store().recordEffect(tx, first.record, 4242));
    // Its 5xx answer or its death: the key is not freed, and two minutes later it is not taken over.
    await store().forget(first.record);
    await app()
      .db.update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await store().begin(client.id, key, 'subscription/create/', 'h')).toEqual({
      kind: 'committed',
      effectId: 4242,
    });
    expect((await store().begin(client.id, key, 'subscription/create/', 'other')).kind).toBe('mismatch');
  });

  it('lets a run taken over commit nothing: its transaction rolls back', async () => {
    const { client } = await signedInClient(app());
    const key = newKey();
    const slow = await store().begin(client.id, key, 'subscription/create/', 'h');
    if (slow.kind !== 'new') throw new Error('expected a new run');
    await app()
      .db.update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await store().begin(client.id, key, 'subscription/create/', 'h');
    if (retry.kind !== 'new') throw new Error('expected the abandoned run to be taken over');
    await expect(
      app().db.transaction((tx) => store().recordEffect(tx, slow.record, 1)),
    ).rejects.toMatchObject({ code: 'idempotency_in_progress', statusCode: 409 });
    await app().db.transaction((tx) => store().recordEffect(tx, retry.record, 2));
    expect(await store().begin(client.id, key, 'subscription/create/', 'h')).toEqual({
      kind: 'committed',
      effectId: 2,
    });
  });

  it('forgets an answer of 5xx, so the same key may be sent again', async () => {
    const { token, client } = await signedInClient(app());
    const key = newKey();
    const send = () =>
      apiInject(app(), {
        path: 'payment/bind-card/',
        body: { type: '2', city: 1 },
        token,
        headers: { 'idempotency-key': key },
      });
    app().sandboxGateway.state.mode = 'down';
    try {
      expect((await send()).statusCode).toBe(503);
      const rows = await app()
        .db.select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.clientId, client.id));
      expect(rows).toEqual([]);
    } finally {
      app().sandboxGateway.state.mode = 'normal';
    }
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('purges expired keys', async () => {
    const { client } = await signedInClient(app());
    const key = newKey();
    await store().begin(client.id, key, 'c/', 'h');
    await app()
      .db.update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    await store().purgeExpired();
    expect(await app().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});
