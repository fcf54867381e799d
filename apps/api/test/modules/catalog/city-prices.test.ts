import type { AddressInfo } from 'node:net';
import { API_PREFIX, type Locale, ZCatalogResponse, ZGetInfoResponse } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cities, gadgets, modelPrices, models } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { signedHeaders } from '../../helpers/request';

describeEachDatabase('the "from" price of each gadget in each city', ({ app }) => {
  /** A signed GET over a real socket, as the browser sends it, with the client's token. */
  async function get(path: string, token: string, locale: Locale = 'ru'): Promise<unknown> {
    const { port } = app().server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${path}`, {
      headers: { ...signedHeaders('', locale), authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return response.json();
  }

  async function cityId(slug: string): Promise<number> {
    const [row] = await app().db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug));
    if (!row) throw new Error(`no city ${slug}`);
    return row.id;
  }

  it("gives a Bishkek client Bishkek's lowest price: iPhone 16 from 3 890 som, not Osh's 3 690", async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const [bishkek, osh] = [await cityId('bishkek'), await cityId('osh')];
    const { token } = await signedInClient(app(), { cityId: bishkek });
    const { client } = ZGetInfoResponse.parse(await get('user/getinfo/', token));
    const catalog = ZCatalogResponse.parse(await get('info/catalog/', token));

    const iphone = catalog.gadgets.find((gadget) => gadget.slug === 'iphone-16');
    expect(iphone?.priceFromByCity).toEqual([
      { cityID: bishkek, monthly: 389_000 },
      { cityID: osh, monthly: 369_000 },
    ]);
    expect(iphone?.priceFromByCity.find((price) => price.cityID === client.city)?.monthly).toBe(389_000);
    // The city-blind lowest price is Osh's: what a Bishkek client used to see.
    expect(iphone?.priceFrom).toBe(369_000);
  });

  it('lists only the cities where a model has a price: elsewhere the gadget is not offered', async () => {
    const bishkek = await cityId('bishkek');
    const [iphone] = await app().db.select().from(gadgets).where(eq(gadgets.slug, 'iphone-16'));
    if (!iphone) throw new Error('no iphone-16');
    const [gadget] = await app()
      .db.insert(gadgets)
      .values({ ...iphone, id: undefined, slug: 'iphone-16e', nameRu: 'iPhone 16e', nameEn: 'iPhone 16e' })
      .returning();
    if (!gadget) throw new Error('no gadget');
    const [model] = await app()
      .db.insert(models)
      .values({
        gadgetId: gadget.id,
        slug: '128gb',
        nameRu: '128 ГБ',
        nameEn: '128 GB',
        value: 1,
        insuranceMonthly: 1,
      })
      .returning();
    if (!model) throw new Error('no model');
    await app()
      .db.insert(modelPrices)
      .values([
        { modelId: model.id, cityId: bishkek, term: 12, monthly: 299_000 },
        { modelId: model.id, cityId: bishkek, term: 3, monthly: 459_000 },
      ]);
    app().catalog.clear();

    const { token } = await signedInClient(app(), { cityId: bishkek });
    const catalog = ZCatalogResponse.parse(await get('info/catalog/', token, 'en'));
    const found = catalog.gadgets.find((g) => g.slug === 'iphone-16e');
    expect(found?.priceFromByCity).toEqual([{ cityID: bishkek, monthly: 299_000 }]);
    expect(found?.models[0]?.color).toBeUndefined();
  });

  it('names each demo model’s colour for its drawn picture', async () => {
    const { token } = await signedInClient(app());
    const catalog = ZCatalogResponse.parse(await get('info/catalog/', token, 'en'));
    const iphone = catalog.gadgets.find((gadget) => gadget.slug === 'iphone-16');
    expect(iphone?.models.map((model) => [model.slug, model.color])).toEqual([
      ['128gb-black', '#3b3d40'],
      ['256gb-ultramarine', '#8fa6f2'],
    ]);
    expect(iphone?.photo).toBeNull();
  });
});
