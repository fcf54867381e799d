import type { TGadget } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { applyCatalogQuery, catalogQueryParams, matchesSearch, readCatalogQuery } from './catalog-query';
import { priceCity, priceFromIn } from './city-price';

const BISHKEK = 1;
const OSH = 2;

/** `priceFrom` is Bishkek's; `osh` Osh's when the gadget is offered there. */
const gadget = (id: number, name: string, priceFrom: number, models: string[] = [], osh?: number): TGadget =>
  ({
    id,
    name,
    slug: `g${id}`,
    categoyID: 1,
    description: '',
    image: null,
    priceFrom: Math.min(priceFrom, osh ?? priceFrom),
    priceFromByCity: [
      { cityID: BISHKEK, monthly: priceFrom },
      ...(osh === undefined ? [] : [{ cityID: OSH, monthly: osh }]),
    ],
    models: models.map((model, index) => ({ id: id * 10 + index, name: model })),
    extras: [],
  }) as unknown as TGadget;

const gadgets = [
  gadget(1, 'iPhone 15', 4_500_00, ['iPhone 15 128 ГБ черный']),
  gadget(2, 'PlayStation 5', 3_000_00, ['PS5 Digital']),
  gadget(3, 'MacBook Air', 6_000_00),
  gadget(4, 'Наушники Ёлка', 3_000_00),
];

describe('catalogue search and sort', () => {
  it('matches every word in the gadget or a model name, ignoring case, ё and extra spaces', () => {
    expect(matchesSearch(gadgets[0] as TGadget, '  IPHONE   черный ')).toBe(true);
    expect(matchesSearch(gadgets[1] as TGadget, 'ps5 digital')).toBe(true);
    expect(matchesSearch(gadgets[3] as TGadget, 'елка')).toBe(true);
    expect(matchesSearch(gadgets[0] as TGadget, 'iphone белый')).toBe(false);
  });

  it('finds names written in Cyrillic: brands and names of the catalogue, whole or being typed', () => {
    const seed = [
      gadget(1, 'iPhone 16 Pro Max', 5_990_00, ['iPhone 16 Pro Max, 256 ГБ']),
      gadget(2, 'PlayStation 5 Slim', 2_190_00, ['PS5 Slim с дисководом, 1 ТБ']),
      gadget(3, 'Samsung Galaxy S25', 3_790_00, ['Galaxy S25, 12/128 ГБ']),
      gadget(4, 'MacBook Air 13 (M3)', 6_490_00, ['MacBook Air 13 M3, 16/256 ГБ']),
      gadget(5, 'Xiaomi 15', 2_990_00),
      gadget(6, 'Samsung Galaxy Tab S10+', 3_490_00),
    ];
    const found = (q: string) => applyCatalogQuery(seed, { q, sort: 'default' }, BISHKEK).map((g) => g.id);
    expect(found('айфон')).toEqual([1]);
    expect(found('Айфон 16 про макс')).toEqual([1]);
    expect(found('айф')).toEqual([1]);
    expect(found('плейстейшн')).toEqual([2]);
    expect(found('плейстейшен 5')).toEqual([2]);
    expect(found('пс5')).toEqual([2]);
    expect(found('самсунг')).toEqual([3, 6]);
    expect(found('самсунг галакси таб')).toEqual([6]);
    expect(found('макбук')).toEqual([4]);
    expect(found('макбук эйр')).toEqual([4]);
    expect(found('сяоми')).toEqual([5]);
    // Cyrillic that names nothing in the catalogue still finds nothing.
    expect(found('айфон самсунг')).toEqual([]);
    expect(found('холодильник')).toEqual([]);
  });

  it('sorts by the "from" price both ways, keeping the catalogue order between equal prices', () => {
    const ids = (sort: 'price-asc' | 'price-desc') =>
      applyCatalogQuery(gadgets, { q: '', sort }, BISHKEK).map((g) => g.id);
    expect(ids('price-asc')).toEqual([2, 4, 1, 3]);
    expect(ids('price-desc')).toEqual([3, 1, 2, 4]);
    expect(applyCatalogQuery(gadgets, { q: 'mac', sort: 'default' }, BISHKEK).map((g) => g.id)).toEqual([3]);
  });

  it("sorts by the chosen city's prices, with gadgets not offered there last either way", () => {
    // iPhone 16: 3 890 in Bishkek, 3 690 in Osh; Galaxy: 3 790 in both; the Legion only in Bishkek.
    const byCity = [
      gadget(1, 'iPhone 16', 389_000, [], 369_000),
      gadget(2, 'Galaxy S25', 379_000, [], 379_000),
      gadget(3, 'Legion 5', 100_000),
    ];
    const ids = (sort: 'price-asc' | 'price-desc', city: number) =>
      applyCatalogQuery(byCity, { q: '', sort }, city).map((g) => g.id);
    expect(ids('price-asc', BISHKEK)).toEqual([3, 2, 1]);
    expect(ids('price-asc', OSH)).toEqual([1, 2, 3]);
    expect(ids('price-desc', OSH)).toEqual([2, 1, 3]);
    expect(priceFromIn(byCity[0] as TGadget, BISHKEK)).toBe(389_000);
    expect(priceFromIn(byCity[2] as TGadget, OSH)).toBeUndefined();
  });

  it("takes the client's city, else the visitor's pick, else the first served city", () => {
    const catalog = {
      cities: [
        { id: 3, name: 'Каракол', slug: 'karakol', served: false },
        { id: BISHKEK, name: 'Бишкек', slug: 'bishkek', served: true },
        { id: OSH, name: 'Ош', slug: 'osh', served: true },
      ],
    };
    expect(priceCity(catalog, OSH, 'bishkek')?.slug).toBe('osh');
    expect(priceCity(catalog, undefined, 'osh')?.slug).toBe('osh');
    expect(priceCity(catalog, null, String(OSH))?.slug).toBe('osh');
    expect(priceCity(catalog, undefined, 'karakol')?.slug).toBe('bishkek');
    expect(priceCity(catalog, undefined, null)?.slug).toBe('bishkek');
  });

  it('reads the URL leniently and writes only what differs from the default', () => {
    expect(readCatalogQuery(new URLSearchParams('q=ps&sort=cheapest'))).toEqual({ q: 'ps', sort: 'default' });
    expect(catalogQueryParams({ q: '  ', sort: 'default' }).toString()).toBe('');
    expect(catalogQueryParams({ q: 'mac book', sort: 'price-desc' }).toString()).toBe(
      'q=mac+book&sort=price-desc',
    );
  });
});
