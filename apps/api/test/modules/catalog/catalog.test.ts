import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZCatalogResponse, ZCitiesResponse, ZCompaniesResponse } from '@ijara/contract';
import { expect, it } from 'vitest';
import { demoContent } from '../../../src/db/seed/demo-content';
import { describeEachDatabase } from '../../helpers/app';
import { apiInject } from '../../helpers/request';

describeEachDatabase('GET info/catalog/', ({ app }) => {
  it('answers the whole catalogue, exactly in the contract shape', async () => {
    const response = await apiInject(app(), { path: 'info/catalog/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['category', 'cities', 'gadgets', 'org', 'statusCode']);
    const catalog = ZCatalogResponse.parse(body);
    expect(catalog.statusCode).toBe('200');
    expect(catalog.cities).toHaveLength(demoContent.catalogue.cities.length);
    expect(catalog.category).toHaveLength(demoContent.catalogue.categories.length);
    expect(catalog.gadgets).toHaveLength(demoContent.catalogue.gadgets.length);
    expect(catalog.org.pickup_offices).toHaveLength(demoContent.catalogue.offices.length);
    expect(catalog.org.whatsapp).toBe(demoContent.org.whatsapp);
    // No support account configured: the chat opens the company's WhatsApp, never the sign-in bot.
    expect(catalog.org.chatBot).toBe(demoContent.org.whatsapp);
  });

  it('carries an ETag and answers 304 with no body to a browser that already has this catalogue', async () => {
    const first = await apiInject(app(), { path: 'info/catalog/', locale: 'ru' });
    const etag = String(first.headers.etag);
    // The catalogue's version, then a hash of the text (docs/decisions/043).
    expect(etag).toMatch(/^"v\d+-[\w-]{27}"$/);
    const again = await apiInject(app(), {
      path: 'info/catalog/',
      locale: 'ru',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await apiInject(app(), {
      path: 'info/catalog/',
      locale: 'ru',
      headers: { 'if-none-match': `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    // The English catalogue is another text, so another tag: the Russian one does not match it.
    const english = await apiInject(app(), {
      path: 'info/catalog/',
      locale: 'en',
      headers: { 'if-none-match': etag },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('goes out brotli- or gzip-compressed to a browser that accepts it, the same text either way', async () => {
    const plain = await apiInject(app(), { path: 'info/catalog/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('x-locale, accept-encoding');
    const fetched = async (acceptEncoding: string) => {
      const response = await apiInject(app(), {
        path: 'info/catalog/',
        headers: { 'accept-encoding': acceptEncoding },
      });
      return { encoding: response.headers['content-encoding'], bytes: response.rawPayload };
    };
    const br = await fetched('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(plain.body);
    expect(br.bytes.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await fetched('gzip;q=1.0, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.body);
    const refused = await fetched('br;q=0, gzip;q=0.0');
    expect(refused.encoding).toBeUndefined();
    expect(refused.bytes.toString('utf8')).toBe(plain.body);
  });

  it('names things in the request locale', async () => {
    const ru = ZCatalogResponse.parse(
      (await apiInject(app(), { path: 'info/catalog/', locale: 'ru' })).json(),
    );
    const en = ZCatalogResponse.parse(
      (await apiInject(app(), { path: 'info/catalog/', locale: 'en' })).json(),
    );
    expect(ru.cities.map((city) => city.name)).toEqual(
      demoContent.catalogue.cities.map((city) => city.name.ru),
    );
    expect(en.cities.map((city) => city.name)).toEqual(
      demoContent.catalogue.cities.map((city) => city.name.en),
    );
    expect(en.category.map((c) => c.name)).toEqual(demoContent.catalogue.categories.map((c) => c.name.en));
    expect(en.org.legalName).toBe(demoContent.org.legalName.en);
    expect(ru.org.pickup_offices[0]?.address).toBe(demoContent.catalogue.offices[0]?.address.ru);
  });

  it('links each gadget to its category, icon URL, models with prices, and the lowest monthly price', async () => {
    const catalog = ZCatalogResponse.parse(
      (await apiInject(app(), { path: 'info/catalog/', locale: 'en' })).json(),
    );
    const categoryIds = new Set(catalog.category.map((c) => c.id));
    for (const gadget of catalog.gadgets) {
      const seed = demoContent.catalogue.gadgets.find((g) => g.slug === gadget.slug);
      expect(seed).toBeDefined();
      expect(categoryIds.has(gadget.categoyID)).toBe(true);
      expect(gadget.image).toBe(`/svg/${seed?.image}.svg`);
      expect(gadget.models).toHaveLength(seed?.models.length ?? -1);
      expect(gadget.extras.map((e) => e.name).sort()).toEqual(
        (seed?.extras ?? [])
          .map((slug) => demoContent.catalogue.extras.find((e) => e.slug === slug)?.name.en)
          .sort(),
      );
      const monthly = gadget.models.flatMap((model) => model.prices.map((price) => price.monthly));
      expect(gadget.priceFrom).toBe(Math.min(...monthly));
      for (const model of gadget.models) expect(Number.isInteger(model.value)).toBe(true);
    }
  });

  it('serves prices only for served cities', async () => {
    const catalog = ZCatalogResponse.parse((await apiInject(app(), { path: 'info/catalog/' })).json());
    const served = new Set(catalog.cities.filter((c) => c.served).map((c) => c.id));
    expect(catalog.cities.some((c) => !c.served)).toBe(true);
    const priced = catalog.gadgets.flatMap((g) => g.models.flatMap((m) => m.prices.map((p) => p.cityID)));
    for (const cityId of priced) expect(served.has(cityId)).toBe(true);
  });
});

describeEachDatabase('GET info/cities/ and info/companies/', ({ app }) => {
  it('lists the cities in the request locale, served or not', async () => {
    const response = await apiInject(app(), { path: 'info/cities/', locale: 'en' });
    expect(response.statusCode).toBe(200);
    const { cities } = ZCitiesResponse.parse(response.json());
    expect(cities.map((c) => [c.slug, c.name, c.served])).toEqual(
      demoContent.catalogue.cities.map((c) => [c.slug, c.name.en, c.served]),
    );
  });

  it('lists the companies with their discounts', async () => {
    const response = await apiInject(app(), { path: 'info/companies/', locale: 'ru' });
    expect(response.statusCode).toBe(200);
    const { companies } = ZCompaniesResponse.parse(response.json());
    expect(companies.map((c) => [c.name, c.discountPercent])).toEqual(
      demoContent.catalogue.companies.map((c) => [c.name.ru, c.discountPercent]),
    );
  });
});
