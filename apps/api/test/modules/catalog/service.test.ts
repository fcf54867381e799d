import { describe, expect, it } from 'vitest';
import type { CatalogRepository, CatalogRows } from '../../../src/modules/catalog/repository';
import { CatalogService } from '../../../src/modules/catalog/service';

function rows(overrides: Partial<CatalogRows> = {}): CatalogRows {
  return {
    cities: [{ id: 1, slug: 'bishkek', nameRu: 'Бишкек', nameEn: 'Bishkek', served: true, position: 0 }],
    companies: [],
    categories: [],
    gadgets: [],
    models: [],
    prices: [],
    extras: [],
    gadgetExtras: [],
    offices: [],
    org: null,
    colors: [],
    photos: [],
    deliveryFees: [],
    ...overrides,
  };
}

function fakeRepository(snapshots: CatalogRows[]) {
  let loads = 0;
  const repository: Pick<CatalogRepository, 'version' | 'loadCatalog'> = {
    version: async () => 1,
    loadCatalog: async () => snapshots[Math.min(loads++, snapshots.length - 1)] as CatalogRows,
  };
  return { repository, loads: () => loads };
}

describe('CatalogService', () => {
  it('reads the database once and hands out the same objects per locale', async () => {
    const fake = fakeRepository([rows()]);
    const service = new CatalogService(fake.repository);
    const first = await service.cities('ru');
    expect(await service.cities('ru')).toBe(first);
    expect((await service.cities('en'))[0]?.name).toBe('Bishkek');
    expect(first[0]?.name).toBe('Бишкек');
    expect(fake.loads()).toBe(1);
  });

  it('reads again after clear()', async () => {
    const renamed = rows({ cities: [{ ...rows().cities[0]!, nameEn: 'Bishkek city' }] });
    const fake = fakeRepository([rows(), renamed]);
    const service = new CatalogService(fake.repository);
    expect((await service.cities('en'))[0]?.name).toBe('Bishkek');
    service.clear();
    expect((await service.cities('en'))[0]?.name).toBe('Bishkek city');
    expect(fake.loads()).toBe(2);
  });

  it('answers 404 for the catalogue while the database has none, but still lists cities', async () => {
    const service = new CatalogService(fakeRepository([rows()]).repository);
    await expect(service.catalog('ru')).rejects.toMatchObject({ code: 'not_found', statusCode: 404 });
    expect(await service.cities('ru')).toHaveLength(1);
  });
});
