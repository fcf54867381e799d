import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cards, clients, notices, payments } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { createClient, signedInClient } from '../../helpers/auth';
import { apiInject } from '../../helpers/request';
import { awaitingHandover } from '../ops/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

describeEachDatabase('staff clients: search, the client page, forbid/allow', ({ app }) => {
  let chuy: Person;
  let osh: Person;
  let manager: Person;

  beforeAll(async () => {
    advance(app(), 0);
    chuy = await person(app(), 'operator', 'Оператор Чуй');
    osh = await person(app(), 'operator', 'Оператор Ош');
    const member = (await app().staff.accounts.list()).find((m) => m.id === osh.id);
    if (!member) throw new Error('no osh operator');
    // The seed's third office is in Osh.
    await app().staff.accounts.update({ staffId: null, ip: '127.0.0.1' }, { ...member, offices: [3] });
    manager = await person(app(), 'manager', 'Менеджер Айгерим');
  });

  const search = async (who: Person, q: string) => {
    const response = await staffCall(app(), `clients/?q=${encodeURIComponent(q)}`, { cookie: who.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().clients as { id: number }[]).map((c) => c.id);
  };
  const forbid = (who: Person, body: object, locale: 'ru' | 'en' = 'ru') =>
    staffCall(app(), 'clients/forbid/', { cookie: who.cookie, body, locale });
  /** The client's audit rows written by staff (signing in writes the client's own). */
  const auditOf = async (clientId: number) =>
    (
      await app().db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id)
    ).filter((row) => row.actor === 'staff');

  /** A client with a paid pickup order at the Chuy office (office 1). */
  async function chuyClient(overrides: Parameters<typeof createClient>[1] = {}) {
    const client = await createClient(app(), overrides);
    await awaitingHandover(app(), client.id, { delivery: false });
    return client;
  }

  it('finds a client by phone in any format, or by any part of the name; newest first', async () => {
    const first = await chuyClient({ firstName: 'Бермет', lastName: 'Жумабаева' });
    const second = await chuyClient({ firstName: 'Нурлан', lastName: 'Жумабаев' });
    const local = first.phone.slice(3);
    for (const typed of [
      `+996 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`,
      `0${local}`,
      local.slice(2, 8),
    ]) {
      expect(await search(manager, typed), typed).toContain(first.id);
    }
    expect(await search(manager, 'жумабаев')).toEqual([second.id, first.id]);
    expect(await search(manager, 'БЕРМЕТ Жума')).toEqual([first.id]);
    expect(await search(manager, 'Жумабаева Бер')).toEqual([first.id]);
    expect(await search(manager, 'Жума%')).toEqual([]);
    const listed = await staffCall(app(), `clients/?q=${first.phone}`, { cookie: manager.cookie });
    expect(listed.json().clients).toEqual([
      {
        id: first.id,
        name: 'Бермет Жумабаева',
        phone: `+996 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`,
        city: 'Бишкек',
        forbidden: false,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('names the empty search field', async () => {
    for (const path of ['clients/?q=', 'clients/?q=%20%20', 'clients/']) {
      const response = await staffCall(app(), path, { cookie: chuy.cookie });
      expect(response.statusCode, path).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['q']);
    }
    const empty = await staffCall(app(), 'clients/?q=', { cookie: chuy.cookie });
    expect(empty.json().fields).toEqual({ q: 'Введите телефон или имя клиента.' });
  });

  it("an operator reaches only their offices' clients: another office's is absent and 404", async () => {
    const client = await chuyClient({ firstName: 'Касым', lastName: 'Тыналиев' });
    const noOrders = await createClient(app(), { firstName: 'Касым', lastName: 'Тыналиев' });
    expect(await search(chuy, 'Тыналиев')).toEqual([client.id]);
    expect(await search(osh, 'Тыналиев')).toEqual([]);
    expect(await search(osh, client.phone)).toEqual([]);
    expect(await search(manager, 'Тыналиев')).toEqual([noOrders.id, client.id]);

    expect((await staffCall(app(), `clients/one/?id=${client.id}`, { cookie: chuy.cookie })).statusCode).toBe(
      200,
    );
    for (const id of [client.id, 999_999]) {
      const elsewhere = await staffCall(app(), `clients/one/?id=${id}`, { cookie: osh.cookie });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe('Клиент не найден или не относится к вашим офисам.');
    }
    const english = await staffCall(app(), `clients/one/?id=${client.id}`, {
      cookie: osh.cookie,
      locale: 'en',
    });
    expect(english.json().message).toBe('No such client, or not a client of your offices.');
  });

  it('shows the profile, subscriptions, payments, cards, notices and the audit trail', async () => {
    const client = await chuyClient({
      firstName: 'Айдай',
      lastName: 'Токтогулова',
      patronymic: 'Маратовна',
      email: 'aidai@example.kg',
      birthdate: '1995-04-17',
    });
    const [card] = await app()
      .db.insert(cards)
      .values({
        clientId: client.id,
        gatewayToken: `tok-${client.id}`,
        maskedPan: '**** 4242',
        brand: 'VISA',
        expiry: '12/29',
        active: true,
      })
      .returning();
    const [paid] = await app()
      .db.update(payments)
      .set({ cardId: card?.id ?? null, refundedAmount: 100_000 })
      .where(eq(payments.clientId, client.id))
      .returning();
    await app()
      .db.insert(payments)
      .values({
        clientId: client.id,
        subscriptionId: paid?.subscriptionId ?? null,
        period: 2,
        type: 'subscription',
        status: 'success',
        amount: 389_000,
        bonusUsed: 389_000,
      });
    await app()
      .db.insert(notices)
      .values({
        clientId: client.id,
        kind: 'charge_succeeded',
        dedupeKey: `test:${client.id}`,
        status: 'sent',
        channel: 'whatsapp',
        sentAt: new Date('2026-11-20T08:00:00Z'),
      });

    const response = await staffCall(app(), `clients/one/?id=${client.id}`, { cookie: chuy.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.client).toMatchObject({
      id: client.id,
      name: 'Айдай Токтогулова',
      patronymic: 'Маратовна',
      birthdate: '1995-04-17',
      city: 'Бишкек',
      email: 'aidai@example.kg',
      company: null,
      forbidden: false,
      forbiddenReason: null,
      deletionRequested: false,
      version: 0,
    });
    expect(page.client.phone).toMatch(/^\+996 \(\d{3}\) \d{3}-\d{3}$/);
    expect(page.subscriptions).toEqual([
      expect.objectContaining({
        id: paid?.subscriptionId,
        status: 1,
        monthlyTotal: 389_000,
        startDate: null,
      }),
    ]);
    expect(
      page.payments.map((p: { card: string; refundedAmount: number }) => [p.card, p.refundedAmount]),
    ).toEqual([
      ['points', 0],
      ['**** 4242', 100_000],
    ]);
    expect(page.cards).toEqual([
      { id: card?.id, maskedPan: '**** 4242', brand: 'VISA', expiry: '12/29', active: true, removed: false },
    ]);
    expect(page.notices).toEqual([
      {
        kind: 'charge_succeeded',
        channel: 'whatsapp',
        status: 'sent',
        createdAt: expect.any(String),
        sentAt: '2026-11-20T08:00:00.000Z',
      },
    ]);
    expect(page.audit).toEqual([]);
  });

  describe('forbid and allow', () => {
    it('forbids with a reason: one audit row in the same change, and the client can no longer POST', async () => {
      const { client, token } = await signedInClient(app());
      await awaitingHandover(app(), client.id, { delivery: false });
      const advertising = () =>
        apiInject(app(), { path: 'user/advertising/', body: { advertising: true }, token });

      const done = await forbid(manager, {
        id: client.id,
        forbidden: true,
        reason: '  Чужой паспорт при выдаче  ',
        version: 0,
      });
      expect(done.statusCode, done.body).toBe(200);
      const rows = await auditOf(client.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor: 'staff',
        staffId: manager.id,
        action: 'client.forbidden',
        entity: 'client',
        entityId: String(client.id),
        details: {
          reason: 'Чужой паспорт при выдаче',
          before: { forbidden: false },
          after: { forbidden: true },
        },
      });
      expect(done.json()).toEqual({
        statusCode: '200',
        id: client.id,
        forbidden: true,
        version: rows[0]?.id,
      });
      expect((await advertising()).statusCode).toBe(403);

      const page = (await staffCall(app(), `clients/one/?id=${client.id}`, { cookie: chuy.cookie })).json();
      expect(page.client).toMatchObject({
        forbidden: true,
        forbiddenReason: 'Чужой паспорт при выдаче',
        version: rows[0]?.id,
      });
      expect(page.audit[0]).toMatchObject({
        action: 'client.forbidden',
        actor: 'staff',
        staff: { id: manager.id, name: 'Менеджер Айгерим' },
        client: { id: client.id },
      });

      const allowed = await forbid(manager, {
        id: client.id,
        forbidden: false,
        reason: 'Паспорт проверен',
        version: page.client.version,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect((await advertising()).statusCode).toBe(200);
      expect((await auditOf(client.id)).map((row) => row.action)).toEqual([
        'client.forbidden',
        'client.allowed',
      ]);
    });

    it('answers 409 to a change made from an older version, and writes nothing', async () => {
      const client = await chuyClient();
      expect((await forbid(manager, { id: client.id, forbidden: true, reason: 'Первый' })).statusCode).toBe(
        200,
      );
      const stale = await forbid(manager, { id: client.id, forbidden: false, reason: 'Второй', version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('version_conflict');
      expect(await auditOf(client.id)).toHaveLength(1);
    });

    it('refuses a missing or short reason with the field named, in the page language', async () => {
      const client = await chuyClient();
      const missing = await forbid(manager, { id: client.id, forbidden: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: 'Пожалуйста, заполните все обязательные поля',
        fields: { reason: 'Это поле обязательно' },
      });
      const short = await forbid(manager, { id: client.id, forbidden: true, reason: ' ок ' });
      expect(short.json().fields).toEqual({ reason: 'Укажите причину (от 3 до 500 символов).' });
      const english = await forbid(
        manager,
        { id: client.id, forbidden: true, reason: 'x'.repeat(501) },
        'en',
      );
      expect(english.json().fields).toEqual({ reason: 'Give a reason (3 to 500 characters).' });
      const [row] = await app().db.select().from(clients).where(eq(clients.id, client.id));
      expect(row?.forbidden).toBe(false);
      expect(await auditOf(client.id)).toEqual([]);
    });

    it("an operator may not forbid; a manager can't reach an unknown client", async () => {
      const client = await chuyClient();
      expect((await forbid(chuy, { id: client.id, forbidden: true, reason: 'Нельзя' })).statusCode).toBe(403);
      const unknown = await forbid(manager, { id: 999_999, forbidden: true, reason: 'Нет такого' });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
