import type { TGadget } from '@ijara/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { config } from '../../lib/config';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session/store';
import { createCatalog, createClient, createGadget } from '../../testing/factories';
import { apiRoutes, fakeFetch } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render';

const BISHKEK = 1;
const OSH = 2;
const SLOW = { timeout: 5_000 };

/** A model priced at `bishkek` / `osh` for 12 months (no Osh price: not offered there). */
function gadget(id: number, name: string, slug: string, bishkek: number, osh?: number): TGadget {
  const base = createGadget({ id, name, slug });
  const model = base.models[0] as TGadget['models'][number];
  const prices = [
    { cityID: BISHKEK, term: 12 as const, monthly: bishkek },
    ...(osh === undefined ? [] : [{ cityID: OSH, term: 12 as const, monthly: osh }]),
  ];
  return {
    ...base,
    priceFrom: Math.min(bishkek, osh ?? bishkek),
    priceFromByCity: prices.map(({ cityID, monthly }) => ({ cityID, monthly })),
    models: [{ ...model, id: id * 10, color: '#8fa6f2', prices }],
  };
}

const catalog = createCatalog({
  cities: [
    { id: BISHKEK, name: 'Bishkek', slug: 'bishkek', served: true },
    { id: OSH, name: 'Osh', slug: 'osh', served: true },
    { id: 3, name: 'Karakol', slug: 'karakol', served: false },
  ],
  gadgets: [
    gadget(1, 'iPhone 16', 'iphone-16', 389_000, 369_000),
    gadget(2, 'Galaxy S25', 'galaxy-s25', 379_000, 379_000),
    gadget(3, 'Pixel 9', 'pixel-9', 300_000),
  ],
});

beforeEach(() => {
  resetApiClient();
  vi.stubGlobal('fetch', fakeFetch(apiRoutes({ 'info/catalog/': catalog })));
  return async () => {
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    vi.unstubAllGlobals();
  };
});

/** Each card's name and its price line, in the order shown (no-break spaces read as spaces). */
function cards() {
  return screen.getAllByRole('article').map((card) => {
    const name = within(card).getByRole('heading').textContent;
    return `${name}: ${card.querySelector('p:last-child')?.textContent?.replaceAll('\u00a0', ' ')}`;
  });
}

describe('catalogue prices by city', () => {
  it("shows a signed-in client their city's prices, whatever a visitor picked before", async () => {
    const client = createClient({ city: BISHKEK });
    sessionStore.set({
      token: 't',
      clientID: client.id,
      client,
      currentCity: 'osh',
      version: config.appVersion,
    });
    renderApp('/en/catalog/smartphones/');
    await screen.findAllByRole('article', {}, SLOW);
    expect(cards()).toEqual([
      'iPhone 16: from 3,890 som/ month',
      'Galaxy S25: from 3,790 som/ month',
      'Pixel 9: from 3,000 som/ month',
    ]);
    expect(screen.queryByRole('combobox', { name: 'City the prices are for' })).toBeNull();
  });

  it('lets a visitor pick the city, keeps the pick, and sorts by that city’s prices', async () => {
    const user = userEvent.setup();
    renderApp('/en/catalog/smartphones/?sort=price-asc');
    await screen.findAllByRole('article', {}, SLOW);
    const city = screen.getByRole('combobox', { name: 'City the prices are for' });
    expect((city as HTMLSelectElement).value).toBe(String(BISHKEK));
    expect(cards()).toEqual([
      'Pixel 9: from 3,000 som/ month',
      'Galaxy S25: from 3,790 som/ month',
      'iPhone 16: from 3,890 som/ month',
    ]);

    await user.selectOptions(city, 'Osh');
    expect(cards()).toEqual([
      'iPhone 16: from 3,690 som/ month',
      'Galaxy S25: from 3,790 som/ month',
      'Pixel 9: Not available in this city yet',
    ]);
    expect(sessionStore.get().currentCity).toBe('osh');
  });

  it('draws each card in its family and finish when no photo is set, and uses the photo’s srcset when one is', async () => {
    const photo = {
      files: [
        { url: '/media/gadgets/2/abcdefghijklmnop/320.webp', width: 320 },
        { url: '/media/gadgets/2/abcdefghijklmnop/640.webp', width: 640 },
      ],
      width: 640,
      height: 480,
    };
    const withPhoto = createCatalog({
      ...catalog,
      gadgets: catalog.gadgets.map((g) => (g.id === 2 ? { ...g, photo } : g)),
    });
    vi.stubGlobal('fetch', fakeFetch(apiRoutes({ 'info/catalog/': withPhoto })));
    renderApp('/en/catalog/smartphones/');
    await screen.findAllByRole('article', {}, SLOW);
    const pictures = [...document.querySelectorAll('[data-picture]')].map((p) =>
      p.getAttribute('data-picture'),
    );
    expect(pictures).toEqual(['phone', 'photo', 'phone']);
    // The drawings are the api's pictures, named by outline and finish (docs/decisions/066).
    expect(document.querySelector('[data-picture="phone"] img')?.getAttribute('src')).toMatch(
      /^\/art\/phone-\w+-8fa6f2\.svg$/,
    );
    const image = document.querySelector('[data-picture="photo"] img') as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe(
      '/media/gadgets/2/abcdefghijklmnop/320.webp 320w, /media/gadgets/2/abcdefghijklmnop/640.webp 640w',
    );
    expect(image.getAttribute('src')).toBe('/media/gadgets/2/abcdefghijklmnop/640.webp');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    // The first row of the page loads at once.
    expect(image.getAttribute('loading')).toBe('eager');
  });
});
