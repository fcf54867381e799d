import { SUBSCRIPTION_STATUS, ZCalculateResponse, ZCatalogResponse } from '@ijara/contract';
import type { TStaffExtrasPrices, TStaffPriceGrid, TStaffPricesSaveRequest } from '@ijara/contract/staff';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, models, subscriptions } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import {
  AIRPODS,
  BISHKEK_DELIVERY,
  buyer,
  checkoutFor,
  IPHONE_RENT,
  NO_KEY,
  order,
  SEED,
} from '../checkout/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

type Cell = TStaffPriceGrid['cells'][number];

/** The grid as the page sends it back, with `change` applied to its cells. */
function bodyOf(
  grid: TStaffPriceGrid,
  change: (cell: Cell) => Cell = (cell) => cell,
): TStaffPricesSaveRequest {
  return {
    modelID: grid.model.id,
    version: grid.version,
    insuranceMonthly: grid.insuranceMonthly,
    value: grid.value,
    cells: grid.cells.map(change),
  };
}

const at = (city: number, term: number) => (cell: Cell) => cell.cityID === city && cell.term === term;
const indexOf = (grid: TStaffPriceGrid, city: number, term: number) => grid.cells.findIndex(at(city, term));

describeEachDatabase(
  'staff price grid',
  ({ app }) => {
    let manager: Person;
    let operator: Person;

    beforeAll(async () => {
      advance(app(), 0);
      manager = await person(app(), 'manager', 'Менеджер Цен');
      operator = await person(app(), 'operator', 'Оператор Чуй');
    });

    async function grid(model: number, who: Person = manager): Promise<TStaffPriceGrid> {
      const answer = await staffCall(app(), `prices/?model=${model}`, { cookie: who.cookie });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().grid as TStaffPriceGrid;
    }

    const save = (body: TStaffPricesSaveRequest, who: Person = manager, locale: 'ru' | 'en' = 'ru') =>
      staffCall(app(), 'prices/save/', { cookie: who.cookie, body, locale });

    /** The model's Bishkek 12-month price as info/catalog/ shows it now. */
    async function catalogMonthly(model: number, city: number, term: number) {
      const catalog = ZCatalogResponse.parse((await apiInject(app(), { path: 'info/catalog/' })).json());
      const found = catalog.gadgets.flatMap((g) => g.models).find((m) => m.id === model);
      return found?.prices.find((p) => p.cityID === city && p.term === term)?.monthly;
    }

    it('a save shows in info/catalog/ and in quotes at once; a running subscription keeps the price it was sold at', async () => {
      const client = await buyer(app());
      const created = await checkoutFor(app()).create({
        clientId: client.id,
        request: order(),
        roistat: null,
        ip: '10.0.0.1',
        locale: 'ru',
        intent: NO_KEY,
      });
      const id = created.subscription.id;
      await app()
        .db.update(subscriptions)
        .set({ status: SUBSCRIPTION_STATUS.active })
        .where(eq(subscriptions.id, id));
      const before = await grid(SEED.iphone);
      expect(before.model).toMatchObject({
        id: SEED.iphone,
        name: 'iPhone 16 · iPhone 16, 128 ГБ',
        published: true,
      });
      expect(before.terms).toEqual([3, 6, 12]);
      expect(before.cells.find(at(SEED.bishkek, 12))?.monthly).toBe(IPHONE_RENT[12]);
      expect(before.cells.find(at(SEED.karakolUnserved, 12))?.monthly).toBeNull();
      expect(before.keptPrices).toBe(0);

      const raised = IPHONE_RENT[12] + 10_000;
      const answer = await save(
        bodyOf(before, (cell) => (at(SEED.bishkek, 12)(cell) ? { ...cell, monthly: raised } : cell)),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const after = answer.json().grid as TStaffPriceGrid;
      expect(after.version).toBe(before.version + 1);
      expect(after.cells.find(at(SEED.bishkek, 12))?.monthly).toBe(raised);
      expect(after.keptPrices).toBe(1);

      expect(await catalogMonthly(SEED.iphone, SEED.bishkek, 12)).toBe(raised);
      const { token } = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
      const quote = await apiInject(app(), {
        path: 'subscription/calculate/',
        body: {
          model: SEED.iphone,
          term: 12,
          city: SEED.bishkek,
          insurance: false,
          delivery: 'pickup',
          office: 1,
        },
        token,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(ZCalculateResponse.parse(quote.json()).calculation.monthly).toBe(raised);

      const [running] = await app().db.select().from(subscriptions).where(eq(subscriptions.id, id));
      expect(running).toMatchObject({ rentMonthly: IPHONE_RENT[12], monthlyTotal: IPHONE_RENT[12] });

      const audit = await app()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'prices.updated'), eq(auditLog.entityId, String(SEED.iphone))));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: 'staff',
        staffId: manager.id,
        entity: 'model',
        details: {
          before: { [`${SEED.bishkek}:12`]: IPHONE_RENT[12] },
          after: { [`${SEED.bishkek}:12`]: raised },
        },
      });
    });

    it('refuses a zero or a fractional-som price with a message naming the cell, and writes nothing', async () => {
      const before = await grid(SEED.iphone);
      const six = indexOf(before, SEED.bishkek, 6);
      const three = indexOf(before, SEED.osh, 3);
      const answer = await save(
        bodyOf(before, (cell) =>
          at(SEED.bishkek, 6)(cell)
            ? { ...cell, monthly: 0 }
            : at(SEED.osh, 3)(cell)
              ? { ...cell, monthly: 575_050 }
              : cell,
        ),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation_failed',
        message: 'Цены не сохранены: исправьте отмеченные ячейки.',
        fields: {
          [`cells.${six}`]: 'Бишкек, 6\u00a0месяцев: укажите цену больше нуля.',
          [`cells.${three}`]: 'Ош, 3\u00a0месяца: цена — в целых сомах, без тыйынов.',
        },
      });
      const english = await save(
        bodyOf(before, (cell) => (at(SEED.bishkek, 6)(cell) ? { ...cell, monthly: -100 } : cell)),
        manager,
        'en',
      );
      expect(english.statusCode).toBe(400);
      expect(english.json().fields).toEqual({
        [`cells.${six}`]: 'Bishkek, 6\u00a0months: give a price above zero.',
      });
      const fractionalValue = await save({ ...bodyOf(before), value: before.value + 50 });
      expect(fractionalValue.json().fields).toEqual({
        value: 'Розничная стоимость — в целых сомах, больше нуля.',
      });
      expect((await grid(SEED.iphone)).version).toBe(before.version);
    });

    it('a published model is priced for every term in a city, or not offered there at all', async () => {
      const model = 2;
      const before = await grid(model);
      const oshSix = indexOf(before, SEED.osh, 6);
      const gap = await save(
        bodyOf(before, (cell) => (at(SEED.osh, 6)(cell) ? { ...cell, monthly: null } : cell)),
      );
      expect(gap.statusCode).toBe(400);
      expect(gap.json().fields).toEqual({
        [`cells.${oshSix}`]:
          'Ош, 6\u00a0месяцев: укажите цену. Если модели нет в этом городе, отметьте «Нет в этом городе» для всей строки.',
      });
      const leftOut = await save({
        ...bodyOf(before),
        cells: before.cells.filter((c) => !at(SEED.osh, 12)(c)),
      });
      expect(leftOut.statusCode).toBe(400);
      expect(leftOut.json().fields.cells).toMatch(/^Ош, 12\u00a0месяцев: укажите цену/);

      const withoutOsh = await save(
        bodyOf(before, (cell) => (cell.cityID === SEED.osh ? { ...cell, monthly: null } : cell)),
      );
      expect(withoutOsh.statusCode, withoutOsh.body).toBe(200);
      expect(await catalogMonthly(model, SEED.osh, 6)).toBeUndefined();
      expect(await catalogMonthly(model, SEED.bishkek, 6)).toBe(
        before.cells[indexOf(before, SEED.bishkek, 6)]?.monthly,
      );
    });

    it('answers 409 to a save from an older version, and changes nothing', async () => {
      const before = await grid(3);
      const first = await save({ ...bodyOf(before), insuranceMonthly: before.insuranceMonthly + 1_000 });
      expect(first.statusCode, first.body).toBe(200);
      const stale = await save({ ...bodyOf(before), value: before.value + 100_000 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'version_conflict' });
      const [row] = await app().db.select().from(models).where(eq(models.id, 3));
      expect(row).toMatchObject({
        value: before.value,
        insuranceMonthly: before.insuranceMonthly + 1_000,
        pricesVersion: before.version + 1,
      });
    });

    it("extras' prices and delivery fees: saved at once for the catalogue, refused by name, 409 when stale", async () => {
      const page = await staffCall(app(), 'prices/', { cookie: manager.cookie });
      const before = page.json().extras as TStaffExtrasPrices;
      const airpods = before.extras.findIndex((extra) => extra.id === SEED.airpods);
      const bishkek = before.deliveryFees.findIndex((row) => row.cityID === SEED.bishkek);
      expect(before.extras[airpods]).toMatchObject({ price: AIRPODS, billing: 'monthly', active: true });
      expect(before.deliveryFees[bishkek]).toEqual({
        cityID: SEED.bishkek,
        city: 'Бишкек',
        fee: BISHKEK_DELIVERY,
      });
      const body = (airpodsPrice: number, fee: number, version = before.version) => ({
        version,
        extras: before.extras.map((extra) => ({
          id: extra.id,
          price: extra.id === SEED.airpods ? airpodsPrice : extra.price,
        })),
        deliveryFees: before.deliveryFees.map((row) => ({
          cityID: row.cityID,
          fee: row.cityID === SEED.bishkek ? fee : row.fee,
        })),
      });
      const extrasSave = (sent: object) =>
        staffCall(app(), 'prices/extras/save/', { cookie: manager.cookie, body: sent });

      const bad = await extrasSave(body(0, -100));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        [`extras.${airpods}`]: `${before.extras[airpods]?.name}: цена — в целых сомах, больше нуля.`,
        [`deliveryFees.${bishkek}`]: 'Бишкек: доставка — в целых сомах, 0 или больше.',
      });

      const saved = await extrasSave(body(AIRPODS + 10_000, 0));
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json().extras as TStaffExtrasPrices).version).not.toBe(before.version);
      const catalog = ZCatalogResponse.parse((await apiInject(app(), { path: 'info/catalog/' })).json());
      const iphone = catalog.gadgets.find((gadget) => gadget.models.some((m) => m.id === SEED.iphone));
      expect(iphone?.extras.find((extra) => extra.id === SEED.airpods)?.price).toBe(AIRPODS + 10_000);
      const fees = (await apiInject(app(), { path: 'info/delivery-fees/' })).json().fees;
      expect(fees).toContainEqual({ cityID: SEED.bishkek, fee: 0 });
      const [audit] = await app()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'prices.extras_updated'));
      expect(audit).toMatchObject({
        staffId: manager.id,
        details: {
          before: { [`extra:${SEED.airpods}`]: AIRPODS, [`delivery:${SEED.bishkek}`]: BISHKEK_DELIVERY },
          after: { [`extra:${SEED.airpods}`]: AIRPODS + 10_000, [`delivery:${SEED.bishkek}`]: 0 },
        },
      });

      const stale = await extrasSave(body(AIRPODS, BISHKEK_DELIVERY));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    });

    it('is for managers and admins: an operator gets 403', async () => {
      expect((await staffCall(app(), 'prices/', { cookie: operator.cookie })).statusCode).toBe(403);
      const body = bodyOf(await grid(SEED.iphone));
      expect((await save(body, operator)).statusCode).toBe(403);
    });
  },
  PAYMENT_TEST_CONFIG,
);
