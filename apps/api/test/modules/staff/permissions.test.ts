import { randomUUID } from 'node:crypto';
import { addDays, todayInBishkek } from '@ijara/contract';
import { isValidImei, STAFF_ROLES, type StaffRole } from '@ijara/contract/staff';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  categories,
  claimFiles,
  claims,
  conditionPhotos,
  conditionRecords,
  deviceUnits,
  gadgetPhotos,
  gadgets,
  modelPrices,
  models,
  payments,
} from '../../../src/db/schema/index';
import { ExtrasDesk } from '../../../src/modules/prices-desk/extras-desk';
import { describeWithApp } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { awaitingHandover } from '../ops/fixture';
import { advance, anyOffice, type Person, person, staffCall } from './fixture';

type Who = StaffRole | 'signed out';
const WHO: Who[] = ['signed out', ...STAFF_ROLES];

interface Row {
  /** A body (or query) the call accepts, made fresh for each try. */
  call: (app: FastifyInstance) => Promise<{ path: string; body?: unknown; headers?: Record<string, string> }>;
  expect: Record<Who, number>;
}

const ADMIN_ONLY = { 'signed out': 401, operator: 403, manager: 403, admin: 200 };
const ANY_SIGNED_IN = { 'signed out': 401, operator: 200, manager: 200, admin: 200 };
const MANAGERS = { 'signed out': 401, operator: 403, manager: 200, admin: 200 };
let cityCount = 0;
const same = (status: number) => ({ 'signed out': status, operator: status, manager: status, admin: status });

let target: Person;
let emails = 0;
let imeis = 0;

/** A paid pickup order at the seed's first office (every role's test person can reach it). */
async function order(app: FastifyInstance) {
  const client = await createClient(app);
  return awaitingHandover(app, client.id, { delivery: false });
}

/** An order handed over (by the ops CLI's service: no condition record, so the unit knows no IMEI). */
async function rented(app: FastifyInstance) {
  const { subscription, unit } = await order(app);
  await app.subscriptions.handOver.handOver({
    subscriptionId: subscription.id,
    serial: unit.serial,
    idChecked: true,
    operator: 'Matrix',
    ip: null,
    locale: 'ru',
  });
  return { subscription, unit };
}

function nextImei(): string {
  imeis += 1;
  const body = `3577${String(imeis).padStart(10, '0')}`;
  for (let check = 0; check < 10; check += 1) if (isValidImei(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit');
}

let serials = 0;
let promoCodes = 0;
const nextPromoCode = () => {
  promoCodes += 1;
  return `PERM${Date.now().toString(36).toUpperCase()}${promoCodes}`;
};
const PROMO = {
  kind: 'subscription',
  amount: null,
  percent: 5,
  appliesTo: 'first_month',
  validFrom: null,
  validTo: null,
  maxUses: null,
  active: false,
};

let catalogSlugs = 0;
const catalogSlug = (stem: string) => {
  catalogSlugs += 1;
  return `${stem}-${Date.now().toString(36)}-${catalogSlugs}`;
};
const PHOTO_ID = 'permissionsphoto';

/** A hidden gadget of the first category, from version 0; with one photo (fake files) when asked. */
async function freshGadget(app: FastifyInstance, photo = false): Promise<number> {
  const [row] = await app.db
    .insert(gadgets)
    .values({
      slug: catalogSlug('perm'),
      categoryId: 1,
      nameRu: 'Права',
      nameEn: 'Rights',
      image: 'phone',
      active: false,
    })
    .returning({ id: gadgets.id });
  const id = row?.id ?? 0;
  if (photo) {
    await app.db
      .insert(gadgetPhotos)
      .values({ gadgetId: id, version: PHOTO_ID, width: 320, height: 240, bytes: Buffer.from('webp') });
  }
  return id;
}

/** A unit at the seed's first office, where every role's test person works or reaches. */
async function unit(app: FastifyInstance) {
  serials += 1;
  const [row] = await app.db
    .insert(deviceUnits)
    .values({
      modelId: 1,
      cityId: 1,
      officeId: await anyOffice(app),
      serial: `PERM-${serials}-${Date.now()}`,
    })
    .returning();
  if (!row) throw new Error('no unit');
  return row;
}

const PHOTO = sharp({ create: { width: 640, height: 480, channels: 3, background: '#c6ff46' } })
  .jpeg()
  .toBuffer()
  .then((bytes) => bytes.toString('base64'));

/** Every staff call × every role and signed out → the exact status (issue 29). */
/** A claim just reported on a rented subscription at the first office (docs/decisions/059). */
async function claim(app: FastifyInstance) {
  const { subscription, unit } = await rented(app);
  const [row] = await app.db
    .insert(claims)
    .values({
      subscriptionId: subscription.id,
      clientId: subscription.clientId,
      kind: 'broken',
      happenedAt: new Date(),
      reportedAt: new Date(),
      description: 'Матрица',
      insured: true,
      deviceValue: 9_500_000,
      unitId: unit.id,
    })
    .returning();
  if (!row) throw new Error('no claim');
  return { claim: row, subscription, unit };
}

const TINY = Buffer.from('webp');

const MATRIX: Record<string, Row> = {
  'GET /api/staff/claims/': { call: async () => ({ path: 'claims/' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/claims/one/': {
    call: async (app) => ({ path: `claims/one/?id=${(await claim(app)).claim.id}` }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/claims/take/': {
    call: async (app) => ({ path: 'claims/take/', body: { id: (await claim(app)).claim.id, version: 0 } }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/claims/decide/': {
    call: async (app) => ({
      path: 'claims/decide/',
      body: {
        id: (await claim(app)).claim.id,
        version: 0,
        outcome: 'rejected',
        reason: 'Естественный износ',
      },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/claims/file/': {
    call: async (app) => {
      const made = await claim(app);
      const [file] = await app.db
        .insert(claimFiles)
        .values({
          claimId: made.claim.id,
          name: randomUUID(),
          role: 'photo',
          type: 'image',
          position: 1,
          bytes: TINY,
          thumb: TINY,
        })
        .returning();
      return { path: `claims/file/?id=${file?.id}&size=thumb` };
    },
    expect: ANY_SIGNED_IN,
  },
  'GET /api/staff/claims/condition-photo/': {
    call: async (app) => {
      const made = await claim(app);
      const [record] = await app.db
        .insert(conditionRecords)
        .values({ subscriptionId: made.subscription.id, unitId: made.unit.id, kind: 'handover' })
        .returning();
      if (!record) throw new Error('no record');
      const [photo] = await app.db
        .insert(conditionPhotos)
        .values({ recordId: record.id, position: 1, width: 1, height: 1, bytes: TINY, thumb: TINY })
        .returning();
      return { path: `claims/condition-photo/?id=${photo?.id}` };
    },
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/sign-in/': {
    call: async () => ({
      path: 'sign-in/',
      body: { email: 'nobody@ijara.kg', password: 'wrong password', code: '000000' },
    }),
    expect: same(401),
  },
  'POST /api/staff/sign-out/': { call: async () => ({ path: 'sign-out/', body: {} }), expect: same(200) },
  'GET /api/staff/me/': { call: async () => ({ path: 'me/' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/setup/': {
    call: async () => ({ path: `setup/?token=${'x'.repeat(43)}` }),
    expect: same(410),
  },
  'POST /api/staff/setup/': {
    call: async () => ({
      path: 'setup/',
      body: { token: 'x'.repeat(43), password: 'long enough password', code: '123456' },
    }),
    expect: same(410),
  },
  'GET /api/staff/orders/': { call: async () => ({ path: 'orders/' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/orders/one/': {
    call: async (app) => ({ path: `orders/one/?id=${(await order(app)).subscription.id}` }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/orders/handover/': {
    call: async (app) => {
      const { subscription, unit } = await order(app);
      return {
        path: 'orders/handover/',
        body: {
          subscriptionID: subscription.id,
          serial: unit.serial,
          idChecked: true,
          imei: nextImei(),
          photos: [await PHOTO],
        },
      };
    },
    expect: ANY_SIGNED_IN,
  },
  'GET /api/staff/orders/dashboard/': {
    call: async () => ({ path: 'orders/dashboard/' }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/orders/delivery/': {
    call: async (app) => {
      const client = await createClient(app);
      const { subscription } = await awaitingHandover(app, client.id, { delivery: true });
      const tomorrow = addDays(todayInBishkek(app.clock.now()), 1);
      return {
        path: 'orders/delivery/',
        body: { subscriptionID: subscription.id, date: tomorrow, from: '10:00', to: '14:00' },
      };
    },
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/orders/cancel/': {
    call: async (app) => ({
      path: 'orders/cancel/',
      body: { subscriptionID: (await order(app)).subscription.id, reason: 'Проверка прав' },
    }),
    expect: MANAGERS,
  },
  'POST /api/staff/payments/refund/': {
    call: async (app) => {
      // Paid with points: refunded as points, no gateway needed.
      const { subscription } = await order(app);
      const [payment] = await app.db
        .update(payments)
        .set({ gateway: 'points', bonusUsed: sql`${payments.amount}` })
        .where(eq(payments.subscriptionId, subscription.id))
        .returning();
      return {
        path: 'payments/refund/',
        body: { paymentID: payment?.id, amount: 100, reason: 'Проверка прав' },
        headers: { 'idempotency-key': randomUUID() },
      };
    },
    expect: MANAGERS,
  },
  'GET /api/staff/returns/': { call: async () => ({ path: 'returns/?q=Осмонова' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/returns/one/': {
    call: async (app) => ({ path: `returns/one/?id=${(await rented(app)).subscription.id}` }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/returns/receive/': {
    call: async (app) => ({
      path: 'returns/receive/',
      body: {
        subscriptionID: (await rented(app)).subscription.id,
        imei: nextImei(),
        photos: [await PHOTO],
        outcome: 'ok',
      },
    }),
    expect: ANY_SIGNED_IN,
  },
  'GET /api/staff/clients/': { call: async () => ({ path: 'clients/?q=Осмонова' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/clients/one/': {
    call: async (app) => ({ path: `clients/one/?id=${(await order(app)).subscription.clientId}` }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/clients/forbid/': {
    call: async (app) => ({
      path: 'clients/forbid/',
      body: { id: (await order(app)).subscription.clientId, forbidden: true, reason: 'Проверка прав' },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/audit/': { call: async () => ({ path: 'audit/?action=staff.' }), expect: MANAGERS },
  'GET /api/staff/audit/kinds/': { call: async () => ({ path: 'audit/kinds/' }), expect: MANAGERS },
  'GET /api/staff/stock/': { call: async () => ({ path: 'stock/?state=repair' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/stock/one/': {
    call: async (app) => ({ path: `stock/one/?id=${(await unit(app)).id}` }),
    expect: ANY_SIGNED_IN,
  },
  'POST /api/staff/stock/add/': {
    call: async (app) => {
      serials += 1;
      return {
        path: 'stock/add/',
        body: { modelID: 1, officeID: await anyOffice(app), lines: `PERM-ADD-${serials}-${Date.now()}` },
      };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/stock/update/': {
    call: async (app) => {
      const { id, serial } = await unit(app);
      return {
        path: 'stock/update/',
        body: {
          id,
          version: 0,
          serial,
          imei: null,
          colour: '',
          note: 'Проверка прав',
          purchasedOn: null,
          purchaseCost: null,
        },
      };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/stock/transfer/': {
    call: async (app) => ({
      path: 'stock/transfer/',
      body: { id: (await unit(app)).id, version: 0, officeID: 3 },
    }),
    expect: MANAGERS,
  },
  'POST /api/staff/stock/state/': {
    call: async (app) => ({
      path: 'stock/state/',
      body: { id: (await unit(app)).id, version: 0, state: 'repair', reason: 'Проверка прав' },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/prices/': { call: async () => ({ path: 'prices/?model=1' }), expect: MANAGERS },
  'POST /api/staff/prices/save/': {
    // The model's grid as it is, from its current version: a save that changes nothing.
    call: async (app) => {
      const [model] = await app.db.select().from(models).where(eq(models.id, 1));
      const cells = await app.db.select().from(modelPrices).where(eq(modelPrices.modelId, 1));
      return {
        path: 'prices/save/',
        body: {
          modelID: 1,
          version: model?.pricesVersion,
          insuranceMonthly: model?.insuranceMonthly,
          value: model?.value,
          cells: cells.map((cell) => ({ cityID: cell.cityId, term: cell.term, monthly: cell.monthly })),
        },
      };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/prices/extras/save/': {
    // From the amounts as they are, changing nothing.
    call: async (app) => ({
      path: 'prices/extras/save/',
      body: { version: (await new ExtrasDesk(app.db).read('ru')).version, extras: [], deliveryFees: [] },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/catalog/': { call: async () => ({ path: 'catalog/' }), expect: MANAGERS },
  'POST /api/staff/catalog/categories/save/': {
    call: async () => ({
      path: 'catalog/categories/save/',
      body: { slug: catalogSlug('perm'), nameRu: 'Права', nameEn: 'Rights', active: false },
    }),
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/gadgets/save/': {
    call: async () => ({
      path: 'catalog/gadgets/save/',
      body: {
        categoryID: 1,
        slug: catalogSlug('perm'),
        nameRu: 'Права',
        nameEn: 'Rights',
        descriptionRu: '',
        descriptionEn: '',
        image: 'phone',
        extras: [],
        active: false,
      },
    }),
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/models/save/': {
    call: async () => ({
      path: 'catalog/models/save/',
      body: {
        gadgetID: 1,
        slug: catalogSlug('perm'),
        nameRu: 'Права',
        nameEn: 'Rights',
        specsRu: '',
        specsEn: '',
        color: null,
        value: 100_000,
        insuranceMonthly: 0,
        active: false,
      },
    }),
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/move/': {
    // The seed's first model one place down, from its version now.
    call: async (app) => {
      const [model] = await app.db.select().from(models).where(eq(models.id, 1));
      return {
        path: 'catalog/move/',
        body: { kind: 'model', id: 1, version: model?.version, direction: 'down' },
      };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/delete/': {
    call: async (app) => {
      const [row] = await app.db
        .insert(categories)
        .values({ slug: catalogSlug('perm'), nameRu: 'Права', nameEn: 'Rights', active: false })
        .returning({ id: categories.id });
      return { path: 'catalog/delete/', body: { kind: 'category', id: row?.id, version: 0 } };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/photos/add/': {
    call: async (app) => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="#2e3541"/></svg>';
      const image = (await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64');
      return { path: 'catalog/photos/add/', body: { gadgetID: await freshGadget(app), version: 0, image } };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/photos/order/': {
    call: async (app) => ({
      path: 'catalog/photos/order/',
      body: { gadgetID: await freshGadget(app, true), version: 0, photos: [PHOTO_ID] },
    }),
    expect: MANAGERS,
  },
  'POST /api/staff/catalog/photos/remove/': {
    call: async (app) => ({
      path: 'catalog/photos/remove/',
      body: { gadgetID: await freshGadget(app, true), version: 0, photo: PHOTO_ID },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/offices/': { call: async () => ({ path: 'offices/' }), expect: ANY_SIGNED_IN },
  'GET /api/staff/offices/all/': { call: async () => ({ path: 'offices/all/' }), expect: MANAGERS },
  'POST /api/staff/offices/save/': {
    call: async () => ({
      path: 'offices/save/',
      body: {
        cityID: 1,
        nameRu: 'Офис проверки прав',
        nameEn: 'Permissions office',
        addressRu: 'Бишкек, ул. Проверки, 1',
        addressEn: 'Bishkek, 1 Check St',
        hoursRu: '10:00–19:00',
        hoursEn: '10:00–19:00',
        mapUrl: '',
        active: false,
      },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/companies/': { call: async () => ({ path: 'companies/' }), expect: MANAGERS },
  'POST /api/staff/companies/save/': {
    call: async () => ({
      path: 'companies/save/',
      body: {
        nameRu: 'Компания проверки прав',
        nameEn: 'Permissions company',
        discountPercent: 5,
        active: false,
      },
    }),
    expect: MANAGERS,
  },
  'GET /api/staff/companies/employees/': {
    call: async () => ({ path: 'companies/employees/?id=1' }),
    expect: MANAGERS,
  },
  'POST /api/staff/companies/employees/': {
    // A fresh company each time, its list saved from its first version.
    call: async (app) => {
      const inserted = (await app.db.execute(
        sql`insert into companies (name_ru, name_en) values ('Список', 'List') returning id`,
      )) as unknown as { rows: { id: number }[] };
      return {
        path: 'companies/employees/',
        body: { id: Number(inserted.rows[0]?.id), version: 0, text: '+996 700 000 123' },
      };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/companies/employment/': {
    call: async (app) => {
      const client = await createClient(app, { companyId: 1 });
      return {
        path: 'companies/employment/',
        body: { clientID: client.id, companyID: 1, action: 'confirm', reason: 'Справка с работы' },
      };
    },
    expect: MANAGERS,
  },
  'POST /api/staff/offices/city/': {
    call: async () => {
      cityCount += 1;
      return {
        path: 'offices/city/',
        body: {
          slug: `matrix-city-${cityCount}`,
          nameRu: 'Город прав',
          nameEn: 'Rights city',
          served: false,
        },
      };
    },
    expect: MANAGERS,
  },
  'GET /api/staff/promo/': { call: async () => ({ path: 'promo/' }), expect: MANAGERS },
  'POST /api/staff/promo/save/': {
    call: async () => ({ path: 'promo/save/', body: { ...PROMO, code: nextPromoCode() } }),
    expect: MANAGERS,
  },
  'POST /api/staff/promo/active/': {
    // A fresh code each time, switched off from its first version.
    call: async (app) => {
      const inserted = (await app.db.execute(
        sql`insert into promo_codes (code, kind, amount) values (${nextPromoCode()}, 'bonus', 10000) returning id`,
      )) as unknown as { rows: { id: number }[] };
      return { path: 'promo/active/', body: { id: Number(inserted.rows[0]?.id), version: 0, active: false } };
    },
    expect: MANAGERS,
  },
  'GET /api/staff/staff/': { call: async () => ({ path: 'staff/' }), expect: ADMIN_ONLY },
  'POST /api/staff/staff/add/': {
    call: async () => {
      emails += 1;
      return {
        path: 'staff/add/',
        body: { email: `matrix${emails}@ijara.kg`, name: 'Matrix', role: 'manager', offices: [] },
      };
    },
    expect: ADMIN_ONLY,
  },
  'POST /api/staff/staff/update/': {
    call: async (app) => {
      const list = await app.staff.accounts.list();
      const member = list.find((m) => m.id === target.id);
      if (!member) throw new Error('no target');
      return {
        path: 'staff/update/',
        body: {
          id: member.id,
          version: member.version,
          name: member.name,
          role: 'operator',
          offices: [await anyOffice(app)],
          active: true,
        },
      };
    },
    expect: ADMIN_ONLY,
  },
  'POST /api/staff/staff/link/': {
    call: async () => ({ path: 'staff/link/', body: { id: target.id } }),
    expect: ADMIN_ONLY,
  },
};

/*
 * Once (describeWithApp): the matrix is the gate — who may call what. Each desk's SQL behind a 200 is
 * its own suite's, on both databases.
 */
describeWithApp('staff permissions', ({ app }) => {
  const people = new Map<StaffRole, Person>();

  beforeAll(async () => {
    advance(app(), 0);
    for (const role of STAFF_ROLES) people.set(role, await person(app(), role));
    target = await person(app(), 'operator', 'Цель Проверки');
  });

  it('the matrix names every staff route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(
      app()
        .staff.routes.map((r) => `${r.method} ${r.url}`)
        .sort(),
    );
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: signed out, operator, manager, admin`, async () => {
      const seen: Record<string, number> = {};
      for (const who of WHO) {
        const { path, body, headers } = await row.call(app());
        // sign-out would end the session the next rows use: each role signs out a session of its own.
        const cookie = who === 'signed out' ? undefined : (people.get(who) as Person).cookie;
        const response = await staffCall(app(), path, {
          body,
          ...(headers ? { headers } : {}),
          ...(cookie && !route.includes('sign-out') ? { cookie } : {}),
        });
        seen[who] = response.statusCode;
      }
      expect(seen).toEqual(row.expect);
    });
  }
});
