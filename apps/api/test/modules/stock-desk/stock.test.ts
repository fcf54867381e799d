import { randomUUID } from 'node:crypto';
import { addDays, formatDate, todayInBishkek } from '@ijara/contract';
import { isValidImei } from '@ijara/contract/staff';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, deviceUnits, gadgets, models, notices, subscriptions } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { buyer, SEED } from '../checkout/fixture';
import { awaitingHandover, unitById } from '../ops/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

let imeis = 0;

/** A fresh valid IMEI: 14 digits and their Luhn check digit. */
function nextImei(): string {
  imeis += 1;
  const body = `3591${String(imeis).padStart(10, '0')}`;
  for (let check = 0; check < 10; check += 1) if (isValidImei(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit');
}

let serials = 0;
const nextSerial = () => {
  serials += 1;
  return `STK-${Date.now().toString(36)}-${serials}`;
};

async function xboxId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({ id: models.id })
    .from(models)
    .innerJoin(gadgets, eq(gadgets.id, models.gadgetId))
    .where(and(eq(gadgets.slug, 'xbox-series-x'), eq(models.slug, '1tb-black')));
  if (!row) throw new Error('no xbox');
  return row.id;
}

const unitCount = async (app: FastifyInstance) =>
  (await app.db.select({ n: count() }).from(deviceUnits))[0]?.n ?? 0;

const PHOTO = sharp({ create: { width: 640, height: 480, channels: 3, background: '#c6ff46' } })
  .jpeg()
  .toBuffer()
  .then((bytes) => bytes.toString('base64'));

describeEachDatabase(
  'staff stock units',
  ({ app }) => {
    let manager: Person;
    let operator: Person;
    let xbox: number;

    beforeAll(async () => {
      advance(app(), 0);
      manager = await person(app(), 'manager', 'Менеджер Склада');
      // The seed's first office (Chuy, Bishkek).
      operator = await person(app(), 'operator', 'Оператор Чуй');
      xbox = await xboxId(app());
    });

    const add = (body: object, who: Person = manager, locale: 'ru' | 'en' = 'ru') =>
      staffCall(app(), 'stock/add/', { cookie: who.cookie, body, locale });

    /** A unit added through the desk at `office` (the iPhone by default). */
    async function added(office: number = SEED.chuyOffice, model: number = SEED.iphone) {
      const serial = nextSerial();
      const answer = await add({ modelID: model, officeID: office, lines: serial });
      expect(answer.statusCode).toBe(200);
      const id = answer.json().ids[0] as number;
      return { id, serial };
    }

    const one = async (id: number, who: Person = manager) =>
      staffCall(app(), `stock/one/?id=${id}`, { cookie: who.cookie });

    it('adds a pasted list in one go: each unit available at the office, in its city, with an audit row', async () => {
      const [first, second, third] = [nextSerial(), nextSerial(), nextSerial()];
      const imei = nextImei();
      const answer = await add({
        modelID: xbox,
        officeID: SEED.oshOffice,
        colour: 'Чёрный',
        purchasedOn: '2026-11-20',
        purchaseCost: 4_500_000,
        lines: `${first}\n\n${second}; ${imei}\n${third}\t\n`,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ statusCode: '200', count: 3 });
      const ids = answer.json().ids as number[];
      const rows = await Promise.all(ids.map((id) => unitById(app(), id)));
      expect(rows.map((row) => [row.serial, row.imei])).toEqual([
        [first, null],
        [second, imei],
        [third, null],
      ]);
      for (const row of rows) {
        expect(row).toMatchObject({
          modelId: xbox,
          cityId: SEED.osh,
          officeId: SEED.oshOffice,
          state: 'available',
          colour: 'Чёрный',
          purchasedOn: '2026-11-20',
          purchaseCost: 4_500_000,
          version: 0,
        });
      }
      const audit = await app().db.select().from(auditLog).where(eq(auditLog.action, 'unit.added'));
      const mine = audit.filter((row) => ids.includes(Number(row.entityId)));
      expect(mine).toHaveLength(3);
      expect(mine[0]).toMatchObject({ actor: 'staff', staffId: manager.id, entity: 'unit' });
      expect(mine.find((row) => row.entityId === String(ids[1]))?.details).toMatchObject({
        modelId: xbox,
        after: { serial: second, imei, officeId: SEED.oshOffice, purchaseCost: 4_500_000 },
      });
    });

    it('names every bad line (check digit, repeat in the paste, serial already in stock) and writes nothing', async () => {
      const [existing] = await app().db.select().from(deviceUnits).limit(1);
      const repeated = nextSerial();
      const before = await unitCount(app());
      const audited = (await app().db.select({ n: count() }).from(auditLog))[0]?.n;
      const lines = [
        nextSerial(),
        `${repeated}, ${nextImei()}`,
        `${nextSerial()}, 490154203237519`,
        repeated,
        (existing?.serial ?? '').toLowerCase(),
      ].join('\n');
      const answer = await add({ modelID: xbox, officeID: SEED.oshOffice, lines });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation_failed',
        message: 'В списке есть ошибки, ничего не добавлено. Исправьте строки и отправьте список снова.',
      });
      expect(answer.json().fields.lines.split('\n')).toEqual([
        'Строка 3: IMEI 490154203237519 не проходит проверку контрольной цифры.',
        `Строка 4: серийный номер ${repeated} уже есть в строке 2.`,
        `Строка 5: устройство с серийным номером ${existing?.serial.toLowerCase()} уже есть на складе.`,
      ]);
      const english = await add({ modelID: xbox, officeID: SEED.oshOffice, lines }, manager, 'en');
      expect(english.json().fields.lines.split('\n')[0]).toBe(
        'Line 3: IMEI 490154203237519 fails the check digit.',
      );
      expect(await unitCount(app())).toBe(before);
      expect((await app().db.select({ n: count() }).from(auditLog))[0]?.n).toBe(audited);
    });

    it('refuses an IMEI already in stock, an unknown office and an empty paste, naming the field', async () => {
      const [phone] = await app().db.select().from(deviceUnits).where(eq(deviceUnits.modelId, SEED.iphone));
      const taken = await add({
        modelID: SEED.iphone,
        officeID: SEED.chuyOffice,
        lines: `${nextSerial()}, ${phone?.imei}`,
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fields).toEqual({
        lines: `Строка 1: устройство с IMEI ${phone?.imei} уже есть на складе.`,
      });
      const nowhere = await add({ modelID: SEED.iphone, officeID: 999, lines: nextSerial() });
      expect(nowhere.statusCode).toBe(400);
      expect(nowhere.json().fields).toEqual({ officeID: 'Такого офиса нет.' });
      const empty = await add({ modelID: SEED.iphone, officeID: SEED.chuyOffice, lines: '\n  \n' });
      expect(empty.json().fields).toEqual({
        lines: 'Вставьте хотя бы одну строку: серийный номер или «серийный номер, IMEI».',
      });
    });

    it('a sold-out model is in stock and can be ordered as soon as units are added', async () => {
      const client = await buyer(app());
      const { token } = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
      const levelInOsh = async () =>
        (
          (await apiInject(app(), { path: 'info/stock/' })).json().stock as {
            modelID: number;
            cityID: number;
            level: string;
          }[]
        ).find((entry) => entry.modelID === xbox && entry.cityID === SEED.osh)?.level;
      // Whatever the tests before added, the Xbox is sold out in Osh again.
      await app()
        .db.update(deviceUnits)
        .set({ state: 'retired' })
        .where(and(eq(deviceUnits.modelId, xbox), eq(deviceUnits.cityId, SEED.osh)));
      app().checkout.stockChanged();
      const order = () =>
        apiInject(app(), {
          path: 'subscription/create/',
          body: { model: xbox, term: 12, city: SEED.osh, insurance: false, delivery: 'pickup', office: 3 },
          token,
          headers: { 'idempotency-key': randomUUID() },
        });
      expect(await levelInOsh()).toBe('out_of_stock');
      const refused = await order();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('out_of_stock');

      await add({ modelID: xbox, officeID: SEED.oshOffice, lines: `${nextSerial()}\n${nextSerial()}` });
      expect(await levelInOsh()).toBe('in_stock');
      const ordered = await order();
      expect(ordered.statusCode).toBe(200);
      expect(ordered.json().payment.status).toBe('success');
      expect(await levelInOsh()).toBe('last_one');
    });

    it('two managers pasting the same serial at once: one adds it, the other is told, one unit', async () => {
      const other = await person(app(), 'manager', 'Второй Менеджер');
      const serial = nextSerial();
      const body = { modelID: SEED.iphone, officeID: SEED.chuyOffice, lines: `${nextSerial()}\n${serial}` };
      const answers = await Promise.all([add(body), add(body, other)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      const rows = await app().db.select().from(deviceUnits).where(eq(deviceUnits.serial, serial));
      expect(rows).toHaveLength(1);
    });

    it('an edit from an older version is refused (409); an edit raises the version and is audited', async () => {
      const { id, serial } = await added();
      const edit = (version: number, changes: object = {}) =>
        staffCall(app(), 'stock/update/', {
          cookie: manager.cookie,
          body: {
            id,
            version,
            serial,
            imei: null,
            colour: 'Синий',
            note: 'Царапина на крышке',
            purchasedOn: null,
            purchaseCost: 1_234_500,
            ...changes,
          },
        });
      const saved = await edit(0);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().unit).toMatchObject({ id, colour: 'Синий', purchaseCost: 1_234_500, version: 1 });
      const stale = await edit(0, { colour: 'Красный' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'version_conflict',
        message:
          'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.',
      });
      expect((await unitById(app(), id)).colour).toBe('Синий');
      const imei = nextImei();
      expect((await edit(1, { imei: `${imei.slice(0, 6)} ${imei.slice(6)}` })).json().unit.imei).toBe(imei);
      const trail = (await one(id)).json().audit as { action: string; details: object }[];
      expect(trail.map((entry) => entry.action)).toEqual(['unit.updated', 'unit.updated', 'unit.added']);
      expect(trail[1]?.details).toEqual({
        before: { colour: '', note: '', purchaseCost: null },
        after: { colour: 'Синий', note: 'Царапина на крышке', purchaseCost: 1_234_500 },
      });
      const [other] = await app().db.select().from(deviceUnits).where(eq(deviceUnits.modelId, xbox)).limit(1);
      const clash = await edit(2, { serial: other?.serial.toLowerCase(), imei });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().fields).toEqual({ serial: 'Устройство с таким серийным номером уже есть.' });
    });

    it('a reserved unit cannot be moved, repaired, retired or renamed: 409 with the reason', async () => {
      const client = await buyer(app());
      const { unit } = await awaitingHandover(app(), client.id, { delivery: false });
      const call = (path: string, body: object) =>
        staffCall(app(), `stock/${path}/`, {
          cookie: manager.cookie,
          body: { id: unit.id, version: 0, ...body },
        });
      const moved = await call('transfer', { officeID: SEED.manasOffice });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toBe(
        'Устройство зарезервировано или выдано клиенту: его нельзя перемещать.',
      );
      const retired = await call('state', { state: 'retired', reason: 'Разбит' });
      expect(retired.statusCode).toBe(409);
      expect(retired.json().message).toBe(
        'Устройство зарезервировано или выдано клиенту: его состояние изменится при выдаче, возврате или отмене заказа.',
      );
      const renamed = await call('update', {
        serial: `${unit.serial}-X`,
        imei: null,
        colour: '',
        note: '',
        purchasedOn: null,
        purchaseCost: null,
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().message).toBe(
        'Устройство зарезервировано или выдано клиенту: серийный номер и IMEI можно изменить только после возврата или отмены заказа.',
      );
      expect(await unitById(app(), unit.id)).toMatchObject({ state: 'reserved', officeId: null, version: 0 });
    });

    it('moves a unit to another city with its office; repair and back; retirement is final', async () => {
      const { id } = await added();
      const call = (path: string, body: object) =>
        staffCall(app(), `stock/${path}/`, { cookie: manager.cookie, body: { id, ...body } });
      const moved = await call('transfer', { version: 0, officeID: SEED.oshOffice });
      expect(moved.json().unit).toMatchObject({ office: { id: SEED.oshOffice }, city: 'Ош', version: 1 });
      expect((await unitById(app(), id)).cityId).toBe(SEED.osh);
      const noReason = await call('state', { version: 1, state: 'repair', reason: '' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toEqual({ reason: 'Укажите причину (от 3 до 500 символов).' });
      expect((await call('state', { version: 1, state: 'repair', reason: 'Не заряжается' })).statusCode).toBe(
        200,
      );
      expect((await call('state', { version: 2, state: 'available' })).json().unit.state).toBe('available');
      const retired = await call('state', { version: 3, state: 'retired', reason: 'Утерян курьером' });
      expect(retired.json().unit).toMatchObject({ state: 'retired', retiredReason: 'Утерян курьером' });
      const back = await call('state', { version: 4, state: 'available' });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe(
        'Устройство списано: списание не отменяется, перемещать и ремонтировать его нельзя.',
      );
      const trail = (await one(id)).json().audit as { action: string; details: Record<string, unknown> }[];
      expect(trail.map((entry) => entry.action)).toEqual([
        'unit.retired',
        'unit.repaired',
        'unit.sent_to_repair',
        'unit.moved',
        'unit.added',
      ]);
      expect(trail[0]?.details).toEqual({
        reason: 'Утерян курьером',
        before: { state: 'available' },
        after: { state: 'retired' },
      });
      expect(trail[3]?.details).toMatchObject({
        before: { officeId: SEED.chuyOffice },
        after: { officeId: SEED.oshOffice },
      });
    });

    it('an operator reads the units at their offices only, and may not add or edit', async () => {
      const mine = await added(SEED.chuyOffice);
      const elsewhere = await added(SEED.oshOffice);
      const list = await staffCall(app(), 'stock/?state=available', { cookie: operator.cookie });
      expect(list.statusCode).toBe(200);
      const units = list.json().units as { id: number; office: { id: number } | null }[];
      expect(units.map((unit) => unit.id)).toContain(mine.id);
      expect(new Set(units.map((unit) => unit.office?.id))).toEqual(new Set([SEED.chuyOffice]));
      expect((list.json().offices as { id: number }[]).map((office) => office.id)).toEqual([SEED.chuyOffice]);
      expect((await one(mine.id, operator)).statusCode).toBe(200);
      const hidden = await one(elsewhere.id, operator);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Устройство не найдено или находится не в вашем офисе.');
      const refused = await add(
        { modelID: SEED.iphone, officeID: SEED.chuyOffice, lines: nextSerial() },
        operator,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Это действие недоступно вашей роли.');
    });

    it('finds units by part of a serial or IMEI, and filters by model and state', async () => {
      const { id, serial } = await added(SEED.manasOffice);
      const search = async (query: string) =>
        (
          (await staffCall(app(), `stock/${query}`, { cookie: manager.cookie })).json().units as {
            id: number;
          }[]
        ).map((unit) => unit.id);
      expect(await search(`?q=${serial.slice(2).toLowerCase()}`)).toEqual([id]);
      expect(await search(`?model=${SEED.iphone}&office=${SEED.manasOffice}&q=${serial}`)).toEqual([id]);
      expect(await search(`?model=${xbox}&q=${serial}`)).toEqual([]);
      expect(await search(`?state=repair&q=${serial}`)).toEqual([]);
      const [phone] = await app().db.select().from(deviceUnits).where(eq(deviceUnits.modelId, SEED.iphone));
      expect(await search(`?q=${phone?.imei?.slice(3, 12)}`)).toContain(phone?.id);
    });

    it("a unit's page shows the orders that had it, its condition records and their audit rows", async () => {
      const client = await buyer(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: false });
      const imei = nextImei();
      const handedOver = await staffCall(app(), 'orders/handover/', {
        cookie: operator.cookie,
        body: {
          subscriptionID: subscription.id,
          serial: unit.serial,
          idChecked: true,
          imei,
          accessories: ['Кабель'],
          photos: [await PHOTO],
        },
      });
      expect(handedOver.statusCode).toBe(200);
      const page = await one(unit.id);
      expect(page.statusCode).toBe(200);
      expect(page.json().unit).toMatchObject({
        id: unit.id,
        state: 'rented',
        subscriptionID: subscription.id,
        imei,
      });
      expect(page.json().subscriptions).toEqual([
        expect.objectContaining({
          id: subscription.id,
          clientID: client.id,
          status: 2,
          from: expect.any(String),
        }),
      ]);
      expect(page.json().conditions).toEqual([
        expect.objectContaining({
          kind: 'handover',
          subscriptionID: subscription.id,
          staffName: 'Оператор Чуй',
          imei,
          accessories: ['Кабель'],
        }),
      ]);
      expect((page.json().audit as { action: string }[]).map((entry) => entry.action)).toContain(
        'subscription.handed_over',
      );
    });

    it('expected stock: units with an arrival date are ordered at once and handed over from that day', async () => {
      // Days from today in Bishkek, by the staff fixture's clock; the Xbox is sold out in Osh again.
      const today = todayInBishkek(app().clock.now());
      const day = (days: number) => addDays(today, days);
      const dotted = (date: string) => date.split('-').reverse().join('.');
      await app()
        .db.update(deviceUnits)
        .set({ state: 'retired' })
        .where(
          and(
            eq(deviceUnits.modelId, xbox),
            eq(deviceUnits.cityId, SEED.osh),
            eq(deviceUnits.state, 'available'),
          ),
        );
      const bad = await add({
        modelID: xbox,
        officeID: SEED.oshOffice,
        lines: `${nextSerial()}, 2026-02-30\n${nextSerial()}, ${dotted(day(-1))}`,
      });
      expect(bad.json().fields.lines.split('\n')).toEqual([
        'Строка 1: дата поступления «2026-02-30» — нужна дата ГГГГ-ММ-ДД или ДД.ММ.ГГГГ.',
        `Строка 2: дата поступления ${dotted(day(-1))} уже прошла. У устройства, которое уже на месте, дату не указывают.`,
      ]);
      const [first, second, later, fourth] = [nextSerial(), nextSerial(), nextSerial(), nextSerial()];
      const added = await add({
        modelID: xbox,
        officeID: SEED.oshOffice,
        lines: `${first}, , ${day(3)}\n${second}; ${dotted(day(3))}\n${later}\t\t${day(5)}\n${fourth}, ${day(3)}`,
      });
      expect(added.statusCode).toBe(200);
      const [firstId, , laterId] = added.json().ids as number[];
      const listed = await staffCall(app(), `stock/?model=${xbox}&q=${first}`, { cookie: manager.cookie });
      expect(listed.json().units[0]).toMatchObject({ state: 'available', availableFrom: day(3) });
      const stockInOsh = async () =>
        (
          (await apiInject(app(), { path: 'info/stock/' })).json().stock as {
            modelID: number;
            cityID: number;
            availableFrom?: string;
          }[]
        ).find((entry) => entry.modelID === xbox && entry.cityID === SEED.osh);
      expect(await stockInOsh()).toMatchObject({ level: 'expected', availableFrom: day(3) });

      const client = await buyer(app());
      const { token } = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
      const ordered = await apiInject(app(), {
        path: 'subscription/create/',
        body: {
          model: xbox,
          term: 12,
          city: SEED.osh,
          insurance: false,
          delivery: 'pickup',
          office: SEED.oshOffice,
        },
        token,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(ordered.statusCode).toBe(200);
      const order = ordered.json().subscription as { id: number; readyOn: string };
      expect(order.readyOn).toBe(day(3));
      // Paid: the client is told the day it comes, and the order is held from then.
      const [ready] = await app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, client.id), eq(notices.kind, 'order_ready')));
      expect(ready?.values).toMatchObject({ subscriptionId: order.id, from: day(3), until: day(6) });
      expect((await unitById(app(), firstId ?? 0)).subscriptionId).toBe(order.id);
      const atCounter = (
        await staffCall(app(), `orders/one/?id=${order.id}`, { cookie: manager.cookie })
      ).json();
      expect(atCounter.order.readyOn).toBe(day(3));
      // Only the reserved unit is offered: the others are not here yet.
      expect((atCounter.order.units as { serial: string }[]).map((unit) => unit.serial)).toEqual([first]);

      // A delivery of an expected unit: the courier's day is the unit's day or later.
      const { token: courierToken } = await app().auth.sessions.issue(
        app().db,
        (await buyer(app())).id,
        '127.0.0.1',
        'code',
      );
      const delivered = await apiInject(app(), {
        path: 'subscription/create/',
        body: {
          model: xbox,
          term: 12,
          city: SEED.osh,
          insurance: false,
          delivery: 'delivery',
          address: 'Ош, Ленина 1',
        },
        token: courierToken,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(delivered.json().subscription.readyOn).toBe(day(3));
      const slot = (date: string) =>
        staffCall(app(), 'orders/delivery/', {
          cookie: manager.cookie,
          body: { subscriptionID: delivered.json().subscription.id, date, from: '10:00', to: '14:00' },
        });
      const tooEarly = await slot(day(1));
      expect(tooEarly.statusCode).toBe(400);
      expect(tooEarly.json().fields).toEqual({
        date: `Устройство для заказа поступит ${formatDate(day(3), 'ru')}: доставку можно назначить с этого дня.`,
      });
      expect((await slot(day(3))).statusCode).toBe(200);

      const handOver = async (who: Person, serial: string) =>
        staffCall(app(), 'orders/handover/', {
          cookie: who.cookie,
          body: {
            subscriptionID: order.id,
            serial,
            idChecked: true,
            imei: nextImei(),
            photos: [await PHOTO],
          },
        });
      const early = await handOver(manager, first);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        `Устройство поступит ${formatDate(day(3), 'ru')}: выдать заказ можно с этого дня. Если устройство этой модели уже на месте, выдайте его.`,
      );
      expect((await handOver(manager, second)).statusCode).toBe(409);

      const edit = (id: number, serial: string, availableFrom: string | null) =>
        staffCall(app(), 'stock/update/', {
          cookie: manager.cookie,
          body: {
            id,
            version: 0,
            serial,
            imei: null,
            colour: '',
            note: '',
            purchasedOn: null,
            purchaseCost: null,
            availableFrom,
          },
        });
      const locked = await edit(firstId ?? 0, first, day(8));
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(
        'Устройство зарезервировано или выдано клиенту: дату поступления можно изменить только после возврата или отмены заказа.',
      );
      const past = await edit(laterId ?? 0, later, day(-7));
      expect(past.json().fields).toEqual({
        availableFrom:
          'Дата поступления — сегодня или позже. Если устройство уже на месте, оставьте поле пустым.',
      });
      // The later unit came early: cleared, it is here now, and a unit here now wins.
      const cleared = await edit(laterId ?? 0, later, null);
      expect(cleared.json().unit).toMatchObject({ availableFrom: null, version: 1 });
      expect(await stockInOsh()).toMatchObject({ level: 'last_one' });
      expect((await stockInOsh())?.availableFrom).toBeUndefined();

      // The day the first units come: in stock with no restart, and the order goes out.
      advance(app(), 3 * 86_400);
      await app().subscriptions.cancel.expire();
      const [held] = await app().db.select().from(subscriptions).where(eq(subscriptions.id, order.id));
      expect(held?.status).toBe(1);
      expect(await stockInOsh()).toMatchObject({ level: 'in_stock' });
      const nextDay = await person(app(), 'manager', 'Менеджер Понедельника');
      const handed = await handOver(nextDay, first);
      expect(handed.statusCode).toBe(200);
      expect(handed.json()).toMatchObject({ status: 2, startDate: day(3) });
    });
  },
  PAYMENT_TEST_CONFIG,
);
