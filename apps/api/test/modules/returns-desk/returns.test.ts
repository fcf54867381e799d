import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { isValidImei } from '@ijara/contract/staff';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  conditionPhotos,
  conditionRecords,
  deviceUnits,
  paymentLines,
  payments,
  subscriptions,
} from '../../../src/db/schema/index';
import { EXIT_PERIOD } from '../../../src/modules/subscriptions/exit-service';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { awaitingHandover, unitById } from '../ops/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

let imeis = 0;

/** A fresh valid IMEI: 14 digits and their Luhn check digit. */
function nextImei(): string {
  imeis += 1;
  const body = `3569${String(imeis).padStart(10, '0')}`;
  for (let check = 0; check < 10; check += 1) if (isValidImei(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit');
}

const PHOTO = sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c6ff46' } })
  .jpeg()
  .toBuffer()
  .then((bytes) => bytes.toString('base64'));

describeEachDatabase('staff returns', ({ app }) => {
  let chuy: Person;
  let osh: Person;
  let photo: string;

  beforeAll(async () => {
    advance(app(), 0);
    chuy = await person(app(), 'operator', 'Оператор Чуй');
    // The seed's third office is in Osh.
    osh = await person(app(), 'operator', 'Оператор Ош');
    const member = (await app().staff.accounts.list()).find((m) => m.id === osh.id);
    if (!member) throw new Error('no osh operator');
    await app().staff.accounts.update({ staffId: null, ip: '127.0.0.1' }, { ...member, offices: [3] });
    photo = await PHOTO;
  });

  /** An order at the first office handed over through the staff app, then (status 4) due back. */
  async function rented(options: { due?: string | null; lastName?: string } = {}) {
    const client = await createClient(app(), { firstName: 'Нурлан', lastName: options.lastName ?? 'Иманов' });
    const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: false });
    const imei = nextImei();
    const handedOver = await staffCall(app(), 'orders/handover/', {
      cookie: chuy.cookie,
      body: {
        subscriptionID: subscription.id,
        serial: unit.serial,
        idChecked: true,
        imei,
        accessories: ['Кабель'],
        note: 'Без царапин',
        photos: [photo],
      },
    });
    expect(handedOver.statusCode).toBe(200);
    const due = options.due === undefined ? '2026-12-01' : options.due;
    if (due !== null) {
      await app()
        .db.update(subscriptions)
        .set({ status: SUBSCRIPTION_STATUS.refusal, returnDate: due })
        .where(eq(subscriptions.id, subscription.id));
    }
    return { subscription, unit, imei };
  }

  const receive = (who: Person, body: object) =>
    staffCall(app(), 'returns/receive/', { cookie: who.cookie, body });

  const returnRecords = (subscriptionId: number) =>
    app()
      .db.select()
      .from(conditionRecords)
      .where(and(eq(conditionRecords.subscriptionId, subscriptionId), eq(conditionRecords.kind, 'return')));

  const statusOf = async (subscriptionId: number) =>
    (await app().db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]?.status;

  it('lists the devices due back by return date, searches statuses 2–4, and keeps to the reach', async () => {
    const later = await rented({ due: '2026-12-20' });
    const sooner = await rented({ due: '2026-12-05' });
    const active = await rented({ due: null, lastName: 'Досалиев' });
    const ids = async (who: Person, query = '') =>
      (
        (await staffCall(app(), `returns/${query}`, { cookie: who.cookie })).json().returns as {
          id: number;
        }[]
      ).map((r) => r.id);
    const due = await ids(chuy);
    expect(due.indexOf(sooner.subscription.id)).toBeLessThan(due.indexOf(later.subscription.id));
    expect(due).not.toContain(active.subscription.id);
    expect(await ids(chuy, '?q=Досалиев')).toEqual([active.subscription.id]);
    expect(await ids(chuy, `?q=${sooner.subscription.id}`)).toEqual([sooner.subscription.id]);
    expect(await ids(osh)).not.toContain(sooner.subscription.id);

    const one = await staffCall(app(), `returns/one/?id=${sooner.subscription.id}`, { cookie: chuy.cookie });
    expect(one.statusCode).toBe(200);
    expect(one.json().return).toMatchObject({
      id: sooner.subscription.id,
      status: 4,
      serial: sooner.unit.serial,
      imei: sooner.imei,
      returnDate: '2026-12-05',
      clientName: 'Нурлан Иманов',
      handover: { accessories: ['Кабель'], note: 'Без царапин' },
    });
    const elsewhere = await staffCall(app(), `returns/one/?id=${sooner.subscription.id}`, {
      cookie: osh.cookie,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(
      'Эту подписку нельзя принять здесь: её нет среди ваших офисов или устройство уже возвращено.',
    );
  });

  it('ok: closed, the unit available, the return record kept beside the hand-over one', async () => {
    const { subscription, unit, imei } = await rented();
    const answer = await receive(chuy, {
      subscriptionID: subscription.id,
      imei: `${imei.slice(0, 8)} ${imei.slice(8)}`,
      accessories: ['Кабель', 'Коробка'],
      note: 'Как при выдаче',
      photos: [photo, photo],
      outcome: 'ok',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: subscription.id, status: 5, unitState: 'available' });
    expect(await unitById(app(), unit.id)).toMatchObject({ state: 'available', subscriptionId: null, imei });
    const [record] = await returnRecords(subscription.id);
    expect(record).toMatchObject({
      unitId: unit.id,
      staffId: chuy.id,
      imei,
      accessories: ['Кабель', 'Коробка'],
      note: 'Как при выдаче',
      outcome: 'ok',
    });
    const stored = await app()
      .db.select()
      .from(conditionPhotos)
      .where(eq(conditionPhotos.recordId, record?.id ?? 0));
    expect(stored).toHaveLength(2);
    // The client's page still shows the hand-over's record, not the return's.
    const seen = await app().subscriptions.read.one(app().db, subscription.id, 'ru');
    expect(seen?.handover).toMatchObject({ note: 'Без царапин', accessories: ['Кабель'] });
  });

  it('a device brought back before its term ends, without an unsubscribe, pays the early exit; a status-4 one does not again', async () => {
    const early = await rented({ due: null });
    const unsubscribed = await rented();
    for (const { subscription, imei } of [early, unsubscribed]) {
      const answer = await receive(chuy, {
        subscriptionID: subscription.id,
        imei,
        photos: [photo],
        outcome: 'ok',
      });
      expect(answer.statusCode).toBe(200);
    }
    // By hand: 1 month of a 12-month plan at the 3-month price, 1 × (5 990 − 3 890) = 2 100 som.
    const exitPayments = (subscriptionId: number) =>
      app()
        .db.select({ id: payments.id, amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.period, EXIT_PERIOD)));
    const [charged] = await exitPayments(early.subscription.id);
    expect(charged?.amount).toBe(210_000);
    const lines = await app()
      .db.select({ kind: paymentLines.kind, amount: paymentLines.amount })
      .from(paymentLines)
      .where(eq(paymentLines.paymentId, charged?.id ?? 0));
    expect(lines).toEqual([{ kind: 'early_exit', amount: 210_000 }]);
    expect(await exitPayments(unsubscribed.subscription.id)).toEqual([]);
  });

  it('damaged: the unit goes to repair; a unit that knows no IMEI records the typed one, unlearnt', async () => {
    const { subscription, unit, imei } = await rented();
    await app().db.update(deviceUnits).set({ imei: null }).where(eq(deviceUnits.id, unit.id));
    const answer = await receive(chuy, {
      subscriptionID: subscription.id,
      imei,
      note: 'Трещина на экране',
      photos: [photo],
      outcome: 'damaged',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 5, unitState: 'repair' });
    expect(await unitById(app(), unit.id)).toMatchObject({ state: 'repair', imei: null });
    expect((await returnRecords(subscription.id))[0]).toMatchObject({ outcome: 'damaged', imei });
  });

  it("an IMEI other than the unit's is refused and nothing is written", async () => {
    const { subscription, unit } = await rented();
    const wrong = await receive(chuy, {
      subscriptionID: subscription.id,
      imei: nextImei(),
      photos: [photo],
      outcome: 'ok',
    });
    expect(wrong.statusCode).toBe(409);
    const message = 'IMEI не совпадает с IMEI этого устройства. Проверьте устройство и серийный номер.';
    expect(wrong.json().message).toBe(message);
    expect(wrong.json().fields).toEqual({ imei: message });
    expect(await statusOf(subscription.id)).toBe(4);
    expect((await unitById(app(), unit.id)).state).toBe('rented');
    expect(await returnRecords(subscription.id)).toEqual([]);
  });

  it('no photo, or another office: refused', async () => {
    const { subscription, imei } = await rented();
    const bare = await receive(chuy, { subscriptionID: subscription.id, imei, photos: [], outcome: 'ok' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ photos: 'Добавьте хотя бы одно фото устройства.' });
    const elsewhere = await receive(osh, {
      subscriptionID: subscription.id,
      imei,
      photos: [photo],
      outcome: 'ok',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await statusOf(subscription.id)).toBe(4);
  });

  it('two operators receiving one return: one succeeds, the other is told (409)', async () => {
    const second = await person(app(), 'operator', 'Второй Оператор');
    const { subscription, imei } = await rented();
    const body = { subscriptionID: subscription.id, imei, photos: [photo], outcome: 'ok' };
    const answers = await Promise.all([receive(chuy, body), receive(second, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'Этот возврат уже принят: подписка закрыта. Обновите список возвратов.',
    );
    expect(await returnRecords(subscription.id)).toHaveLength(1);
  });
});
