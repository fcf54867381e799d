import { isValidImei } from '@ijara/contract/staff';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  conditionPhotos,
  conditionRecords,
  deviceUnits,
  subscriptions,
} from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { awaitingHandover, unitById } from '../ops/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

/** A valid IMEI from 14 digits: the 15th is their Luhn check digit. */
function imei(body: string): string {
  for (let check = 0; check < 10; check += 1) if (isValidImei(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit');
}

async function photo(width = 1200, height = 900): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c6ff46"/><circle cx="50%" cy="50%" r="30%" fill="#111214"/></svg>`;
  return (await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64');
}

describeEachDatabase('staff orders and the hand-over', ({ app }) => {
  let chuy: Person;
  let osh: Person;
  let manager: Person;
  let pictures: string[];

  beforeAll(async () => {
    advance(app(), 0);
    chuy = await person(app(), 'operator', 'Оператор Чуй');
    // The seed's third office is in Osh.
    osh = await person(app(), 'operator', 'Оператор Ош');
    const list = await app().staff.accounts.list();
    const member = list.find((m) => m.id === osh.id);
    if (!member) throw new Error('no osh operator');
    await app().staff.accounts.update({ staffId: null, ip: '127.0.0.1' }, { ...member, offices: [3] });
    manager = await person(app(), 'manager', 'Менеджер');
    pictures = [await photo(), await photo(1600, 1200)];
  });

  const handover = (who: Person, body: object) =>
    staffCall(app(), 'orders/handover/', { cookie: who.cookie, body });

  it("an operator sees the orders of their office and their city's deliveries; another office's operator none", async () => {
    const client = await createClient(app(), {
      firstName: 'Айдай',
      lastName: 'Токтогулова',
      birthdate: '1995-04-17',
    });
    const pickup = await awaitingHandover(app(), client.id, { delivery: false });
    const delivery = await awaitingHandover(app(), client.id, { delivery: true });
    const ids = async (who: Person, query = '') =>
      (
        (await staffCall(app(), `orders/${query}`, { cookie: who.cookie })).json().orders as { id: number }[]
      ).map((o) => o.id);
    expect(await ids(chuy)).toEqual(
      expect.arrayContaining([pickup.subscription.id, delivery.subscription.id]),
    );
    expect(await ids(osh)).not.toContain(pickup.subscription.id);
    expect(await ids(osh)).not.toContain(delivery.subscription.id);
    expect(await ids(manager, '?q=Токтогулова')).toEqual(
      expect.arrayContaining([pickup.subscription.id, delivery.subscription.id]),
    );
    expect(await ids(manager, `?q=${pickup.subscription.id}`)).toContain(pickup.subscription.id);

    const one = await staffCall(app(), `orders/one/?id=${pickup.subscription.id}`, { cookie: chuy.cookie });
    expect(one.statusCode).toBe(200);
    expect(one.json().order).toMatchObject({
      client: { firstName: 'Айдай', lastName: 'Токтогулова', birthdate: '1995-04-17' },
      delivery: 'pickup',
      payment: 'success',
    });
    // The reserved unit first, then free ones of the model in the city.
    const units = one.json().order.units as { serial: string; reserved: boolean }[];
    expect(units[0]).toMatchObject({ serial: pickup.unit.serial, reserved: true });
    expect(units.slice(1).every((unit) => !unit.reserved)).toBe(true);
    const elsewhere = await staffCall(app(), `orders/one/?id=${pickup.subscription.id}`, {
      cookie: osh.cookie,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Этот заказ не в вашем офисе.');
  });

  it('hands over with photos, IMEI, accessories and a note: active, the unit rented and the record kept', async () => {
    const client = await createClient(app());
    const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: false });
    const number = imei('35693803564380');
    const answer = await handover(chuy, {
      subscriptionID: subscription.id,
      serial: unit.serial.toLowerCase(),
      idChecked: true,
      imei: `${number.slice(0, 8)} ${number.slice(8)}`,
      accessories: ['Кабель USB-C', 'Чехол'],
      note: 'Царапина на рамке справа',
      photos: pictures,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: subscription.id, status: 2 });
    expect((await unitById(app(), unit.id)).imei).toBe(number);
    const [record] = await app()
      .db.select()
      .from(conditionRecords)
      .where(eq(conditionRecords.subscriptionId, subscription.id));
    expect(record).toMatchObject({
      kind: 'handover',
      staffId: chuy.id,
      imei: number,
      accessories: ['Кабель USB-C', 'Чехол'],
      note: 'Царапина на рамке справа',
    });
    const stored = await app()
      .db.select()
      .from(conditionPhotos)
      .where(eq(conditionPhotos.recordId, record?.id ?? 0));
    expect(stored.map((p) => [p.position, p.width])).toEqual([
      [1, 1200],
      [2, 1600],
    ]);
    const thumb = await sharp(stored[0]?.thumb).metadata();
    expect([thumb.format, thumb.width]).toEqual(['webp', 320]);
    const [row] = await app().db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.handedOverBy).toBe('Оператор Чуй');
    const audit = await app()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(subscription.id)));
    expect(audit.map((a) => a.action)).toContain('subscription.handed_over');
  });

  describe('what is refused', () => {
    it('names each missing or wrong field, in the language of the page', async () => {
      const client = await createClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: false });
      const bad = await handover(chuy, {
        subscriptionID: subscription.id,
        serial: unit.serial,
        idChecked: false,
        imei: '123456789012345',
        photos: [],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        idChecked: 'Проверьте документ клиента и отметьте это.',
        imei: 'IMEI — 15 цифр с верной контрольной цифрой (*#06# на телефоне).',
        photos: 'Добавьте хотя бы одно фото устройства.',
      });
      const english = await staffCall(app(), 'orders/handover/', {
        cookie: chuy.cookie,
        locale: 'en',
        body: {
          subscriptionID: subscription.id,
          serial: unit.serial,
          idChecked: true,
          imei: imei('49015420323751'),
          photos: ['bm90IGEgcGhvdG8='],
        },
      });
      expect(english.statusCode).toBe(400);
      expect(english.json().message).toMatch(/image|photo|picture/i);
      const [still] = await app()
        .db.select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id));
      expect(still?.status).toBe(1);
    });

    it("an IMEI other than the unit's is refused, and nothing changes", async () => {
      const client = await createClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: false });
      const known = imei('86000000000001');
      await app().db.update(deviceUnits).set({ imei: known }).where(eq(deviceUnits.id, unit.id));
      const wrong = await handover(chuy, {
        subscriptionID: subscription.id,
        serial: unit.serial,
        idChecked: true,
        imei: imei('86000000000002'),
        photos: pictures.slice(0, 1),
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().fields).toEqual({
        imei: 'IMEI не совпадает с IMEI этого устройства. Проверьте устройство и серийный номер.',
      });
      const [still] = await app()
        .db.select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id));
      expect(still?.status).toBe(1);
      expect(
        await app()
          .db.select()
          .from(conditionRecords)
          .where(eq(conditionRecords.subscriptionId, subscription.id)),
      ).toEqual([]);
    });

    it('two operators handing over one order: one succeeds, the other is told (409)', async () => {
      const second = await person(app(), 'operator', 'Второй Оператор');
      const client = await createClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: false });
      const body = {
        subscriptionID: subscription.id,
        serial: unit.serial,
        idChecked: true,
        imei: imei('35999000000011'),
        photos: pictures.slice(0, 1),
      };
      const answers = await Promise.all([handover(chuy, body), handover(second, body)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(
        await app()
          .db.select()
          .from(conditionRecords)
          .where(eq(conditionRecords.subscriptionId, subscription.id)),
      ).toHaveLength(1);
    });
  });
});
