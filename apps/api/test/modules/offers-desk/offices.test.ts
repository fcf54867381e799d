import { ZCatalogResponse } from '@ijara/contract';
import type { TStaffOfficeRecord } from '@ijara/contract/staff';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';
import { SEED } from '../checkout/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

const OFFICE = {
  cityID: SEED.bishkek,
  nameRu: 'Офис в Асанбае',
  nameEn: 'Asanbai office',
  addressRu: 'Бишкек, мкр. Асанбай, 12',
  addressEn: 'Bishkek, Asanbai, 12',
  hoursRu: 'Ежедневно 10:00–20:00',
  hoursEn: 'Daily 10:00–20:00',
  mapUrl: 'https://2gis.kg/bishkek/geo/70000001',
  active: true,
};

describeEachDatabase('staff pickup offices', ({ app }) => {
  let manager: Person;
  let operator: Person;

  beforeAll(async () => {
    advance(app(), 0);
    manager = await person(app(), 'manager', 'Менеджер Офисов');
    operator = await person(app(), 'operator', 'Оператор Чуй');
  });

  const save = (body: object, who: Person = manager) =>
    staffCall(app(), 'offices/save/', { cookie: who.cookie, body });

  async function created(overrides: object = {}): Promise<TStaffOfficeRecord> {
    const answer = await save({ ...OFFICE, ...overrides });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().office as TStaffOfficeRecord;
  }

  async function publicOffices(locale: 'ru' | 'en' = 'ru') {
    const answer = await apiInject(app(), { path: 'info/catalog/', locale });
    expect(answer.statusCode).toBe(200);
    return ZCatalogResponse.parse(answer.json()).org.pickup_offices;
  }

  it('a new office and each edit show in info/catalog/ at once', async () => {
    const office = await created();
    expect(office).toMatchObject({ ...OFFICE, waitingOrders: 0, unitsInUse: 0, version: 0 });
    expect(await publicOffices('en')).toContainEqual({
      id: office.id,
      cityID: SEED.bishkek,
      name: 'Asanbai office',
      address: 'Bishkek, Asanbai, 12',
      hours: 'Daily 10:00–20:00',
    });
    const edited = await save({
      ...OFFICE,
      id: office.id,
      version: 0,
      nameRu: 'Офис на Асанбае',
      mapUrl: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().office).toMatchObject({ nameRu: 'Офис на Асанбае', mapUrl: null, version: 1 });
    expect((await publicOffices()).find((row) => row.id === office.id)?.name).toBe('Офис на Асанбае');

    const off = await save({
      ...OFFICE,
      id: office.id,
      version: 1,
      nameRu: 'Офис на Асанбае',
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicOffices()).some((row) => row.id === office.id)).toBe(false);

    const list = await staffCall(app(), 'offices/all/', { cookie: manager.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().cities.map((city: { id: number }) => city.id)).toContain(SEED.osh);
    expect(list.json().offices).toContainEqual(
      expect.objectContaining({ id: office.id, active: false, version: 2 }),
    );
  });

  it('an office with a waiting order is not switched off (409 naming how many)', async () => {
    const office = await created();
    const client = await createClient(app());
    await app().db.insert(subscriptions).values({
      clientId: client.id,
      modelId: SEED.iphone,
      cityId: SEED.bishkek,
      status: 1,
      term: 12,
      delivery: 'pickup',
      officeId: office.id,
      monthlyTotal: 389_000,
      firstPayment: 389_000,
    });
    const off = await save({ ...OFFICE, id: office.id, version: 0, active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'Офис нельзя выключить: заказов ждут выдачи — 1, устройств зарезервировано или у клиентов — 0. Сначала выдайте или отмените эти заказы.',
    );
    const list = await staffCall(app(), 'offices/all/', { cookie: manager.cookie });
    expect(list.json().offices).toContainEqual(
      expect.objectContaining({ id: office.id, active: true, waitingOrders: 1, version: 0 }),
    );
    // Its other facts still change.
    const renamed = await save({ ...OFFICE, id: office.id, version: 0, hoursRu: 'Пн–Пт 9:00–18:00' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('bad input answers 400 naming the field; a stale version 409', async () => {
    const cases: [object, string][] = [
      [{ mapUrl: 'http://2gis.kg/bishkek' }, 'mapUrl'],
      [{ mapUrl: 'javascript:alert(1)' }, 'mapUrl'],
      [{ nameEn: '  ' }, 'nameEn'],
      [{ cityID: 999 }, 'cityID'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await save({ ...OFFICE, ...overrides });
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(answer.json().fields)).toEqual([field]);
    }
    const office = await created();
    expect((await save({ ...OFFICE, id: office.id, version: 0, nameEn: 'First' })).statusCode).toBe(200);
    const stale = await save({ ...OFFICE, id: office.id, version: 0, nameEn: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
  });

  it('an operator may not read or change offices here', async () => {
    expect((await staffCall(app(), 'offices/all/', { cookie: operator.cookie })).statusCode).toBe(403);
    expect((await save(OFFICE, operator)).statusCode).toBe(403);
  });

  it('writes an audit row per change, before → after', async () => {
    const office = await created();
    expect(
      (await save({ ...OFFICE, id: office.id, version: 0, addressRu: 'Бишкек, Асанбай, 14' })).statusCode,
    ).toBe(200);
    const rows = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'office'), eq(auditLog.entityId, String(office.id))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, row.staffId])).toEqual([
      ['office.created', manager.id],
      ['office.updated', manager.id],
    ]);
    expect(rows[1]?.details).toEqual({
      before: { addressRu: OFFICE.addressRu },
      after: { addressRu: 'Бишкек, Асанбай, 14' },
    });
  });

  it('a new city, opened for orders and renamed from what the page showed; not closed while orders wait', async () => {
    const city = (body: object, who: Person = manager) =>
      staffCall(app(), 'offices/city/', { cookie: who.cookie, body });
    const fields = { slug: 'tokmok', nameRu: 'Токмок', nameEn: 'Tokmok', served: false };
    const made = await city(fields);
    expect(made.statusCode, made.body).toBe(200);
    const tokmok = made.json().city;
    expect(tokmok).toMatchObject({ ...fields, waitingOrders: 0 });
    expect((await city(fields, operator)).statusCode).toBe(403);
    expect(errorOf(await city({ ...fields, nameRu: 'Другой' })).fields).toEqual({
      slug: 'Этот адрес уже занят другим городом. Придумайте другой.',
    });

    const opened = await city({ ...fields, id: tokmok.id, served: true, was: fields });
    expect(opened.statusCode, opened.body).toBe(200);
    const cities = await apiInject(app(), { path: 'info/cities/' });
    expect(cities.json().cities).toContainEqual(expect.objectContaining({ id: tokmok.id, name: 'Токмок' }));
    // The page showed it before it was opened: changed meanwhile.
    expect((await city({ ...fields, id: tokmok.id, nameEn: 'Tokmak', was: fields })).statusCode).toBe(409);

    const client = await createClient(app());
    await app().db.insert(subscriptions).values({
      clientId: client.id,
      modelId: SEED.iphone,
      cityId: SEED.osh,
      status: 1,
      term: 12,
      delivery: 'delivery',
      deliveryAddress: 'Ош, ул. Ленина, 1',
      monthlyTotal: 389_000,
      firstPayment: 389_000,
    });
    const list = (await staffCall(app(), 'offices/all/', { cookie: manager.cookie })).json().cities;
    const osh = list.find((row: { id: number }) => row.id === SEED.osh);
    expect(osh).toMatchObject({ slug: 'osh', served: true, waitingOrders: 1 });
    const { id, waitingOrders, ...was } = osh;
    const closed = await city({ ...was, id, served: false, was });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'Город нельзя выключить: заказов ждут выдачи — 1. Сначала выдайте или отмените их.',
    );
    expect(waitingOrders).toBe(1);
  });
});
