import type { TGadget } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { applyCatalogQuery, catalogQueryParams, matchesSearch, readCatalogQuery } from './catalog-query';

const gadget = (id: number, name: string, priceFrom: number, models: string[] = []): TGadget =>
  ({
    id,
    name,
    slug: `g${id}`,
    categoyID: 1,
    description: '',
    image: null,
    priceFrom,
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

  it('sorts by the "from" price both ways, keeping the catalogue order between equal prices', () => {
    const ids = (sort: 'price-asc' | 'price-desc') =>
      applyCatalogQuery(gadgets, { q: '', sort }).map((g) => g.id);
    expect(ids('price-asc')).toEqual([2, 4, 1, 3]);
    expect(ids('price-desc')).toEqual([3, 1, 2, 4]);
    expect(applyCatalogQuery(gadgets, { q: 'mac', sort: 'default' }).map((g) => g.id)).toEqual([3]);
  });

  it('reads the URL leniently and writes only what differs from the default', () => {
    expect(readCatalogQuery(new URLSearchParams('q=ps&sort=cheapest'))).toEqual({ q: 'ps', sort: 'default' });
    expect(catalogQueryParams({ q: '  ', sort: 'default' }).toString()).toBe('');
    expect(catalogQueryParams({ q: 'mac book', sort: 'price-desc' }).toString()).toBe(
      'q=mac+book&sort=price-desc',
    );
  });
});
