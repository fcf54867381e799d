import { ZCatalogResponse } from '@ijara/contract';
import type { TStaffCatalogCategory, TStaffCatalogGadget, TStaffCatalogModel } from '@ijara/contract/staff';
import { and, asc, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, deviceUnits, subscriptions } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { apiInject } from '../../helpers/request';
import { SEED } from '../checkout/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

/** A real picture: a device of `fill` on a light background. */
async function picture(fill: string, width = 800, height = 600): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f4f2"/>
    <rect x="${width * 0.35}" y="${height * 0.1}" width="${width * 0.3}" height="${height * 0.8}" rx="24" fill="${fill}"/>
  </svg>`;
  return (await sharp(Buffer.from(svg)).jpeg().toBuffer()).toString('base64');
}

let slugs = 0;
const slug = (stem: string) => {
  slugs += 1;
  return `${stem}-${slugs}`;
};

const CATEGORY = { nameRu: 'Камеры', nameEn: 'Cameras', active: true };
const GADGET = {
  nameRu: 'Sony ZV-E10 II',
  nameEn: 'Sony ZV-E10 II',
  descriptionRu: 'Беззеркальная камера для блогеров.',
  descriptionEn: 'A mirrorless camera for vloggers.',
  image: 'tablet',
  extras: [SEED.caseGlass],
  active: true,
};
const MODEL = {
  nameRu: 'Sony ZV-E10 II, кит 16–50',
  nameEn: 'Sony ZV-E10 II, 16–50 kit',
  specsRu: '26 Мп · чёрный',
  specsEn: '26 MP · black',
  color: '#1F2937',
  value: 9_900_000,
  insuranceMonthly: 30_000,
  active: true,
};

describeEachDatabase('staff catalogue editor', ({ app }) => {
  let manager: Person;
  let operator: Person;

  beforeAll(async () => {
    advance(app(), 0);
    manager = await person(app(), 'manager', 'Менеджер Каталога');
    operator = await person(app(), 'operator', 'Оператор Чуй');
  });

  const call = (path: string, body: object, locale: 'ru' | 'en' = 'ru', who: Person = manager) =>
    staffCall(app(), `catalog/${path}`, { cookie: who.cookie, body, locale });

  async function ok(path: string, body: object): Promise<{ id: number; version: number }> {
    const answer = await call(path, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  async function list(): Promise<TStaffCatalogCategory[]> {
    const answer = await staffCall(app(), 'catalog/', { cookie: manager.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().categories;
  }
  const gadgetIn = async (id: number): Promise<TStaffCatalogGadget> => {
    const found = (await list()).flatMap((category) => category.gadgets).find((gadget) => gadget.id === id);
    if (!found) throw new Error(`no gadget ${id}`);
    return found;
  };
  const modelIn = async (gadget: number, id: number): Promise<TStaffCatalogModel> => {
    const found = (await gadgetIn(gadget)).models.find((model) => model.id === id);
    if (!found) throw new Error(`no model ${id}`);
    return found;
  };

  async function publicCatalog(locale: 'ru' | 'en' = 'ru') {
    const answer = await apiInject(app(), { path: 'info/catalog/', locale });
    expect(answer.statusCode).toBe(200);
    return ZCatalogResponse.parse(answer.json());
  }

  /** A category with one gadget and one model, all shown. */
  async function tree() {
    const category = await ok('categories/save/', { ...CATEGORY, slug: slug('cameras') });
    const gadget = await ok('gadgets/save/', { ...GADGET, categoryID: category.id, slug: slug('zv-e10') });
    const model = await ok('models/save/', { ...MODEL, gadgetID: gadget.id, slug: slug('kit') });
    return { category, gadget, model };
  }

  it('creates a category, a gadget and a model that info/catalog/ shows at once; edits raise the version', async () => {
    const { category, gadget, model } = await tree();
    const shown = (await publicCatalog('en')).gadgets.find((row) => row.id === gadget.id);
    expect(shown).toMatchObject({
      name: 'Sony ZV-E10 II',
      categoyID: category.id,
      image: '/svg/tablet.svg',
      photo: null,
      photos: [],
      extras: [expect.objectContaining({ id: SEED.caseGlass })],
      models: [expect.objectContaining({ id: model.id, color: '#1f2937', value: 9_900_000 })],
    });
    expect((await publicCatalog()).category).toContainEqual(expect.objectContaining({ id: category.id }));

    const listed = await modelIn(gadget.id, model.id);
    expect(listed).toMatchObject({
      color: '#1f2937',
      version: 0,
      use: { running: 0, subscriptions: 0, units: 0 },
    });
    const edited = await ok('models/save/', {
      ...MODEL,
      id: model.id,
      version: 0,
      gadgetID: gadget.id,
      slug: listed.slug,
      specsEn: '26 MP · white',
      color: '#f5f5f0',
      value: 10_500_000,
    });
    expect(edited.version).toBe(1);
    const english = (await publicCatalog('en')).gadgets
      .flatMap((row) => row.models)
      .find((m) => m.id === model.id);
    expect(english).toMatchObject({ specs: '26 MP · white', color: '#f5f5f0', value: 10_500_000 });
    // The price page's grid of the model is out of date now: its version moved with the value.
    const grid = await staffCall(app(), `prices/?model=${model.id}`, { cookie: manager.cookie });
    expect(grid.json().grid.version).toBe(1);
  });

  it('a save from an old version answers 409; bad fields and taken slugs answer 400 under their field', async () => {
    const { gadget, model } = await tree();
    const current = await gadgetIn(gadget.id);
    const body = { ...GADGET, id: gadget.id, categoryID: current.categoryID, slug: current.slug };
    expect((await call('gadgets/save/', { ...body, version: 0, nameRu: 'Первое' })).statusCode).toBe(200);
    const stale = await call('gadgets/save/', { ...body, version: 0, nameRu: 'Второе' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect(stale.json().message).toBe(
      'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.',
    );

    const taken = await call('gadgets/save/', { ...body, version: 1, slug: 'iphone-16' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ slug: 'Этот адрес уже занят другим гаджетом. Придумайте другой.' });
    const category = await call('categories/save/', { ...CATEGORY, slug: 'smartphones' }, 'en');
    expect(category.json().fields).toEqual({
      slug: 'Another category already has this slug. Choose another one.',
    });
    const listed = await modelIn(gadget.id, model.id);
    const twin = await call('models/save/', { ...MODEL, gadgetID: gadget.id, slug: listed.slug });
    expect(twin.json().fields).toEqual({
      slug: 'У этого гаджета уже есть модель с таким адресом. Придумайте другой.',
    });

    const cases: [object, string][] = [
      [{ slug: 'Kit 1' }, 'slug'],
      [{ value: 0 }, 'value'],
      [{ value: 1_000_050 }, 'value'],
      [{ insuranceMonthly: -100 }, 'insuranceMonthly'],
      [{ color: 'red' }, 'color'],
      [{ nameEn: '  ' }, 'nameEn'],
      [{ gadgetID: 999_999 }, 'gadgetID'],
    ];
    for (const [change, field] of cases) {
      const answer = await call('models/save/', {
        ...MODEL,
        gadgetID: gadget.id,
        slug: slug('other'),
        ...change,
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.json().fields), JSON.stringify(change)).toEqual([field]);
    }
    // Insurance may be zero; a colour may be none.
    const free = await call('models/save/', {
      ...MODEL,
      gadgetID: gadget.id,
      slug: slug('bare'),
      insuranceMonthly: 0,
      color: '',
    });
    expect(free.statusCode, free.body).toBe(200);
  });

  it('hidden gadgets, models and categories leave info/catalog/; a hidden category hides its gadgets', async () => {
    const { category, gadget, model } = await tree();
    const listed = await gadgetIn(gadget.id);
    const hideModel = await ok('models/save/', {
      ...MODEL,
      id: model.id,
      version: 0,
      gadgetID: gadget.id,
      slug: listed.models[0]?.slug,
      active: false,
    });
    expect(hideModel.version).toBe(1);
    let shown = (await publicCatalog()).gadgets.find((row) => row.id === gadget.id);
    expect(shown?.models).toEqual([]);

    const hideCategory = await ok('categories/save/', {
      ...CATEGORY,
      id: category.id,
      version: 0,
      slug: (await list()).find((row) => row.id === category.id)?.slug,
      active: false,
    });
    expect(hideCategory.version).toBe(1);
    const catalog = await publicCatalog();
    expect(catalog.category.some((row) => row.id === category.id)).toBe(false);
    expect(catalog.gadgets.some((row) => row.id === gadget.id)).toBe(false);
    // Nor can it be ordered from a quote of the snapshot.
    shown = catalog.gadgets.find((row) => row.id === gadget.id);
    expect(shown).toBeUndefined();
    expect((await list()).find((row) => row.id === category.id)?.gadgets.map((g) => g.id)).toEqual([
      gadget.id,
    ]);
  });

  it('deletes only what nothing names: 409 "hide instead" for a model with a subscription or a unit', async () => {
    const { category, gadget, model } = await tree();
    const client = await createClient(app());
    await app().db.insert(subscriptions).values({
      clientId: client.id,
      modelId: model.id,
      cityId: SEED.bishkek,
      status: 2,
      term: 12,
      delivery: 'pickup',
      officeId: SEED.chuyOffice,
      monthlyTotal: 389_000,
      firstPayment: 389_000,
    });
    await app()
      .db.insert(deviceUnits)
      .values({ modelId: model.id, cityId: SEED.bishkek, serial: slug('CAM-SN') });
    const listed = await modelIn(gadget.id, model.id);
    expect(listed.use).toEqual({ running: 1, subscriptions: 1, units: 1 });
    expect((await gadgetIn(gadget.id)).use).toEqual({ running: 1, subscriptions: 1, units: 1 });

    const refused = await call('delete/', { kind: 'model', id: model.id, version: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Удалить нельзя: подписок с ним — 1 (идут сейчас — 1), устройств на складе — 1. Скройте его вместо удаления: клиенты перестанут его видеть, история останется.',
    );
    expect((await call('delete/', { kind: 'gadget', id: gadget.id, version: 0 })).statusCode).toBe(409);
    const notEmpty = await call('delete/', { kind: 'category', id: category.id, version: 0 }, 'en');
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().message).toBe(
      'It cannot be deleted: the category has 1 gadgets. Move or delete them, or hide the category.',
    );

    // A model nobody named goes; then a gadget and a category nobody named.
    const spare = await ok('models/save/', { ...MODEL, gadgetID: gadget.id, slug: slug('spare') });
    expect((await call('delete/', { kind: 'model', id: spare.id, version: 1 })).statusCode).toBe(409);
    expect((await call('delete/', { kind: 'model', id: spare.id, version: 0 })).statusCode).toBe(200);
    const empty = await tree();
    await ok('delete/', { kind: 'model', id: empty.model.id, version: 0 });
    await ok('delete/', { kind: 'gadget', id: empty.gadget.id, version: 0 });
    await ok('delete/', { kind: 'category', id: empty.category.id, version: 0 });
    expect((await list()).some((row) => row.id === empty.category.id)).toBe(false);
    expect((await call('delete/', { kind: 'gadget', id: empty.gadget.id, version: 0 })).statusCode).toBe(404);
  });

  it('moves models up and down among their gadget’s; the catalogue follows the order', async () => {
    const { gadget, model } = await tree();
    const second = await ok('models/save/', { ...MODEL, gadgetID: gadget.id, slug: slug('body') });
    const order = async () => (await gadgetIn(gadget.id)).models.map((row) => row.id);
    expect(await order()).toEqual([model.id, second.id]);
    const moved = await ok('move/', { kind: 'model', id: second.id, version: 0, direction: 'up' });
    expect(moved.version).toBe(1);
    expect(await order()).toEqual([second.id, model.id]);
    expect(
      (await publicCatalog()).gadgets.find((row) => row.id === gadget.id)?.models.map((m) => m.id),
    ).toEqual([second.id, model.id]);
    // Already first: nothing changes. From an old version: 409.
    expect((await ok('move/', { kind: 'model', id: second.id, version: 1, direction: 'up' })).version).toBe(
      1,
    );
    expect(
      (await call('move/', { kind: 'model', id: model.id, version: 0, direction: 'up' })).statusCode,
    ).toBe(409);
  });

  it('photos: upload through the decoding process, listed in order in info/catalog/, reordered, removed', async () => {
    const { gadget } = await tree();
    const first = await ok('photos/add/', {
      gadgetID: gadget.id,
      version: 0,
      image: await picture('#2e3541'),
    });
    expect(first.version).toBe(1);
    const stale = await call('photos/add/', {
      gadgetID: gadget.id,
      version: 0,
      image: await picture('#c6ff46'),
    });
    expect(stale.statusCode).toBe(409);
    const second = await ok('photos/add/', {
      gadgetID: gadget.id,
      version: 1,
      image: await picture('#c6ff46'),
    });
    expect(second.version).toBe(2);
    const twice = await call('photos/add/', {
      gadgetID: gadget.id,
      version: 2,
      image: await picture('#c6ff46'),
    });
    expect(twice.json().message).toBe('Это фото у гаджета уже есть.');

    const photos = (await gadgetIn(gadget.id)).photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]?.files.map((file) => file.width)).toEqual([320, 640]);
    const ids = photos.map((photo) => photo.id);
    let shown = (await publicCatalog()).gadgets.find((row) => row.id === gadget.id);
    expect(shown?.photos.map((photo) => photo.files[0]?.url)).toEqual(
      photos.map((photo) => photo.files[0]?.url),
    );
    expect(shown?.photo).toEqual(shown?.photos[0]);
    const served = await app().inject({ method: 'GET', url: photos[1]?.files[0]?.url ?? '' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    await ok('photos/order/', { gadgetID: gadget.id, version: 2, photos: [...ids].reverse() });
    expect((await gadgetIn(gadget.id)).photos.map((photo) => photo.id)).toEqual([...ids].reverse());
    shown = (await publicCatalog()).gadgets.find((row) => row.id === gadget.id);
    expect(shown?.photo?.files[0]?.url).toContain(`/${ids[1]}/`);
    const wrongSet = await call('photos/order/', { gadgetID: gadget.id, version: 3, photos: [ids[0]] });
    expect(wrongSet.statusCode).toBe(400);

    await ok('photos/remove/', { gadgetID: gadget.id, version: 3, photo: ids[1] });
    expect((await gadgetIn(gadget.id)).photos.map((photo) => photo.id)).toEqual([ids[0]]);
    expect((await app().inject({ method: 'GET', url: photos[1]?.files[0]?.url ?? '' })).statusCode).toBe(404);

    const notPicture = await call(
      'photos/add/',
      { gadgetID: gadget.id, version: 4, image: Buffer.from('%PDF-1.7').toString('base64') },
      'en',
    );
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().message).toMatch(/image|photo|picture/i);
  });

  it('writes one audit row per change with before → after; an operator may not use the desk', async () => {
    const { category, gadget, model } = await tree();
    const current = await gadgetIn(gadget.id);
    await ok('gadgets/save/', {
      ...GADGET,
      id: gadget.id,
      version: 0,
      categoryID: category.id,
      slug: current.slug,
      extras: [SEED.caseGlass, SEED.airpods],
      nameEn: 'Sony ZV-E10 Mark II',
    });
    await ok('gadgets/save/', {
      ...GADGET,
      id: gadget.id,
      version: 1,
      categoryID: category.id,
      slug: current.slug,
      extras: [SEED.caseGlass, SEED.airpods],
      nameEn: 'Sony ZV-E10 Mark II',
      active: false,
    });
    await ok('photos/add/', { gadgetID: gadget.id, version: 2, image: await picture('#8a2be2') });
    const rows = await app()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.staffId, manager.id),
          or(
            ...(
              [
                ['category', category.id],
                ['gadget', gadget.id],
                ['model', model.id],
              ] as const
            ).map(([entity, id]) => and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))),
          ),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, row.entity])).toEqual([
      ['catalog.category_created', 'category'],
      ['catalog.gadget_created', 'gadget'],
      ['catalog.model_created', 'model'],
      ['catalog.gadget_saved', 'gadget'],
      ['catalog.gadget_hidden', 'gadget'],
      ['catalog.photo_added', 'gadget'],
    ]);
    expect(rows[3]?.details).toEqual({
      before: { nameEn: 'Sony ZV-E10 II', extras: [SEED.caseGlass] },
      after: { nameEn: 'Sony ZV-E10 Mark II', extras: [SEED.caseGlass, SEED.airpods] },
    });
    expect(rows[5]?.details).toMatchObject({
      before: { photos: [] },
      after: { photos: [expect.any(String)] },
    });

    expect((await staffCall(app(), 'catalog/', { cookie: operator.cookie })).statusCode).toBe(403);
    expect(
      (await call('categories/save/', { ...CATEGORY, slug: slug('x') }, 'ru', operator)).statusCode,
    ).toBe(403);
  });
});
