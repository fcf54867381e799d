import { ZPaymentsResponse, ZSubscriptionsResponse } from '@ijara/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { catalogChanged } from '../../../src/db/catalog-version';
import { rawRows } from '../../../src/lib/raw-rows';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, createSubscription } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';

// subscription/info/'s and payment/list/'s answers are kept by client and language and checked with one
// primary-key read of the versions that every write to the rows they show raises (docs/decisions/063,
// migrations 0026 and 0030).

async function subscriptionsOf(app: FastifyInstance, token: string, locale: 'ru' | 'en' = 'ru') {
  const response = await apiInject(app, { path: 'subscription/info/', token, locale });
  expect(response.statusCode).toBe(200);
  return ZSubscriptionsResponse.parse(response.json()).subscriptions;
}

async function paymentsPageOf(app: FastifyInstance, token: string, locale: 'ru' | 'en' = 'ru') {
  const response = await apiInject(app, { path: 'payment/list/', token, locale });
  expect(response.statusCode).toBe(200);
  return ZPaymentsResponse.parse(response.json()).payments;
}

async function versionOf(app: FastifyInstance, clientId: number): Promise<number> {
  const [row] = await rawRows<{ version: string }>(
    app.db,
    sql`select version::text as version from subscription_view_versions where client_id = ${clientId}`,
  );
  return Number(row?.version ?? 0);
}

describeEachDatabase('subscription/info/ and payment/list/: kept answers', ({ app }) => {
  it('answers again from what it kept until the catalogue changes, then draws the new names', async () => {
    const { client, token } = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id);
    const [model] = await rawRows<{ id: number; name: string }>(
      app().db,
      sql`select id, name_ru as name from models where id = ${subscription.modelId}`,
    );
    expect((await subscriptionsOf(app(), token))[0]?.model.name).toBe(model?.name);

    // A name written past the catalogue's version (no catalogue write does so) is not seen: the answer
    // was kept. Once the catalogue's version is raised, it is drawn again.
    await app().db.execute(sql`update models set name_ru = 'Переименованная модель' where id = ${model?.id}`);
    expect((await subscriptionsOf(app(), token))[0]?.model.name).toBe(model?.name);
    await app().db.transaction((tx) => catalogChanged(tx));
    expect((await subscriptionsOf(app(), token))[0]?.model.name).toBe('Переименованная модель');
    await app().db.execute(sql`update models set name_ru = ${model?.name ?? ''} where id = ${model?.id}`);
    await app().db.transaction((tx) => catalogChanged(tx));
  });

  it('shows a change written by anyone (another process, staff, plain SQL) on the next read', async () => {
    const { client, token } = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id);
    expect((await subscriptionsOf(app(), token))[0]?.status).toBe(2);
    expect((await subscriptionsOf(app(), token, 'en'))[0]?.status).toBe(2);

    await app().db.execute(sql`update subscriptions set status = 3 where id = ${subscription.id}`);
    expect((await subscriptionsOf(app(), token))[0]?.status).toBe(3);
    expect((await subscriptionsOf(app(), token, 'en'))[0]?.status).toBe(3);

    await app().db.execute(
      sql`insert into subscription_extras (subscription_id, extra_id, price, billing)
          values (${subscription.id}, 1, 50000, 'once')`,
    );
    expect((await subscriptionsOf(app(), token))[0]?.extras.map((extra) => extra.id)).toEqual([1]);

    const second = await createSubscription(app(), client.id);
    expect((await subscriptionsOf(app(), token)).map((s) => s.id)).toEqual([second.id, subscription.id]);
    await app().db.execute(sql`delete from subscriptions where id = ${second.id}`);
    expect((await subscriptionsOf(app(), token)).map((s) => s.id)).toEqual([subscription.id]);
  });

  it('payment/list/: shows a payment, its lines, a refund and the card written by anyone on the next read', async () => {
    const { client, token } = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id);
    expect(await paymentsPageOf(app(), token)).toEqual([]);
    const [payment] = await rawRows<{ id: number }>(
      app().db,
      sql`insert into payments (client_id, subscription_id, period, type, status, amount, paid_at)
          values (${client.id}, ${subscription.id}, 1, 'delivery', 'success', 20000, now()) returning id`,
    );
    const [shown] = await paymentsPageOf(app(), token);
    expect(shown).toMatchObject({ id: payment?.id, refunded: 0, card: null });
    expect(shown?.lines.map((line) => line.kind)).toEqual(['delivery']);
    expect((await paymentsPageOf(app(), token, 'en'))[0]?.id).toBe(payment?.id);

    await app().db.execute(sql`update payments set refunded_amount = 5000 where id = ${payment?.id}`);
    expect((await paymentsPageOf(app(), token))[0]?.refunded).toBe(5000);
    await app().db.execute(
      sql`insert into payment_lines (payment_id, position, kind, amount) values
          (${payment?.id}, 0, 'delivery', 25000), (${payment?.id}, 1, 'discount', -5000)`,
    );
    expect((await paymentsPageOf(app(), token))[0]?.lines.map((line) => line.kind)).toEqual([
      'delivery',
      'discount',
    ]);
    const card = await bindCard(app(), client.id);
    await app().db.execute(sql`update payments set card_id = ${card.id} where id = ${payment?.id}`);
    const masked = (await paymentsPageOf(app(), token))[0]?.card;
    expect(masked).toMatch(/\d{4}$/);
    await app().db.execute(sql`update cards set masked_pan = '4111 11•• •••• 0000' where id = ${card.id}`);
    expect((await paymentsPageOf(app(), token))[0]?.card).toBe('4111 11•• •••• 0000');
    expect((await paymentsPageOf(app(), token, 'en'))[0]?.card).toBe('4111 11•• •••• 0000');
  });

  it('raises the client’s version with each write to a row the answer shows, and with no other', async () => {
    const { client } = await signedInClient(app());
    const other = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id);
    const theirs = await createSubscription(app(), other.client.id);
    const [staff] = await rawRows<{ id: number }>(
      app().db,
      sql`insert into staff (email, name, role) values (${`kept-${client.id}@ijara.test`}, 'Айбек', 'operator')
          returning id`,
    );
    const [unit] = await rawRows<{ id: number }>(
      app().db,
      sql`insert into device_units (model_id, city_id, serial) values (1, 1, ${`KEPT-${client.id}`}) returning id`,
    );
    const s = subscription.id;
    const writes: Array<[string, SQL, boolean]> = [
      ['the subscription', sql`update subscriptions set pause_count = 1 where id = ${s}`, true],
      [
        'an extra',
        sql`insert into subscription_extras (subscription_id, extra_id, price, billing) values (${s}, 1, 1, 'once')`,
        true,
      ],
      [
        'a monthly payment',
        sql`insert into payments (client_id, subscription_id, period, type, status, amount) values (${client.id}, ${s}, 2, 'subscription', 'processing', 250000)`,
        true,
      ],
      [
        'its status',
        sql`update payments set status = 'fail' where subscription_id = ${s} and period = 2`,
        true,
      ],
      [
        'its tries only',
        sql`update payments set attempts = attempts + 1, sent_attempts = sent_attempts + 1 where subscription_id = ${s}`,
        false,
      ],
      [
        'a delivery payment (the payments page lists it)',
        sql`insert into payments (client_id, subscription_id, period, type, status, amount) values (${client.id}, ${s}, 1, 'delivery', 'success', 20000)`,
        true,
      ],
      [
        'a line of it',
        sql`insert into payment_lines (payment_id, position, kind, amount) select id, 0, 'delivery', 20000 from payments where subscription_id = ${s} and type = 'delivery'`,
        true,
      ],
      [
        'its refunded part',
        sql`update payments set refunded_amount = 5000 where subscription_id = ${s} and type = 'delivery'`,
        true,
      ],
      [
        'the day it was paid',
        sql`update payments set paid_at = now() where subscription_id = ${s} and type = 'delivery'`,
        true,
      ],
      [
        'its gateway’s id only',
        sql`update payments set gateway_payment_id = ${`kept-${s}`} where subscription_id = ${s} and type = 'delivery'`,
        false,
      ],
      [
        'the unit reserved',
        sql`update device_units set state = 'reserved', subscription_id = ${s}, available_from = '2030-01-01' where id = ${unit?.id}`,
        true,
      ],
      ['the unit’s note', sql`update device_units set note = 'царапина' where id = ${unit?.id}`, false],
      [
        'a hand-over record',
        sql`insert into condition_records (subscription_id, unit_id, kind, staff_id) values (${s}, ${unit?.id}, 'handover', ${staff?.id})`,
        true,
      ],
      [
        'a photo of it',
        sql`insert into condition_photos (record_id, position, width, height, bytes, thumb) select id, 0, 1, 1, '\\x00', '\\x00' from condition_records where subscription_id = ${s}`,
        true,
      ],
      ['the operator’s name', sql`update staff set name = 'Айбек Садыков' where id = ${staff?.id}`, true],
      ['the operator’s role only', sql`update staff set role = 'admin' where id = ${staff?.id}`, false],
      [
        'a return booking',
        sql`insert into return_bookings (subscription_id, return_on, office_id) values (${s}, '2030-02-01', 1)`,
        true,
      ],
      [
        'an extension',
        sql`insert into subscription_extensions (subscription_id, from_period, term, starts_on, ends_on, previous_end, rent_monthly, monthly_total, term_prices) values (${s}, 13, 6, '2030-01-01', '2030-07-01', '2030-01-01', 1, 1, '{}'::jsonb)`,
        true,
      ],
      [
        'someone else’s subscription',
        sql`update subscriptions set pause_count = 1 where id = ${theirs.id}`,
        false,
      ],
      [
        'the unit released',
        sql`update device_units set state = 'available', subscription_id = null where id = ${unit?.id}`,
        true,
      ],
    ];
    for (const [what, write, raises] of writes) {
      const before = await versionOf(app(), client.id);
      await app().db.execute(write);
      expect((await versionOf(app(), client.id)) > before, what).toBe(raises);
    }

    // Raised when the transaction commits, not when it is rolled back.
    const before = await versionOf(app(), client.id);
    await expect(
      app().db.transaction(async (tx) => {
        await tx.execute(sql`update subscriptions set pause_count = 2 where id = ${s}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(app(), client.id)).toBe(before);
  });

  it('raises a version once per transaction, and both clients’ when a row moves from one to the other', async () => {
    const { client } = await signedInClient(app());
    const other = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id);
    const s = subscription.id;

    const before = await versionOf(app(), client.id);
    await app().db.transaction(async (tx) => {
      await tx.execute(sql`update subscriptions set pause_count = 1 where id = ${s}`);
      await tx.execute(sql`update subscriptions set pause_count = 2 where id = ${s}`);
      await tx.execute(
        sql`insert into subscription_extras (subscription_id, extra_id, price, billing) values (${s}, 1, 1, 'once')`,
      );
    });
    expect(await versionOf(app(), client.id)).toBe(before + 1);
    await app().db.execute(sql`update subscriptions set pause_count = 3 where id = ${s}`);
    expect(await versionOf(app(), client.id)).toBe(before + 2);

    const theirs = await versionOf(app(), other.client.id);
    await app().db.execute(sql`update subscriptions set client_id = ${other.client.id} where id = ${s}`);
    expect(await versionOf(app(), client.id)).toBe(before + 3);
    expect(await versionOf(app(), other.client.id)).toBe(theirs + 1);
  });
});
