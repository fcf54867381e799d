import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { ZCatalogResponse, ZCreateSubscriptionResponse } from '../../packages/contract/src/index';
import { apiGet, apiPost } from '../support/api';

/**
 * subscription/create/ as the checkout page sends it: a gadget's first model for 12 months with
 * insurance (unless told otherwise), pickup at the first office in Bishkek, paid from the active card.
 * The checkout page itself is e2e/checkout's journey.
 */
export async function buy(
  request: APIRequestContext,
  token: string,
  gadget = 'iphone-16',
  insurance = true,
): Promise<number> {
  const catalog = ZCatalogResponse.parse(await (await apiGet(request, 'info/catalog/')).json());
  const city = catalog.cities.find((c) => c.name === 'Бишкек');
  const model = catalog.gadgets.find((g) => g.slug === gadget)?.models[0];
  const office = catalog.org.pickup_offices.find((o) => o.cityID === city?.id);
  if (!city || !model || !office) throw new Error(`the seed has no ${gadget} for pickup in Bishkek`);
  const response = await apiPost(
    request,
    'subscription/create/',
    {
      model: model.id,
      term: 12,
      city: city.id,
      insurance,
      extras: [],
      delivery: 'pickup',
      office: office.id,
    },
    { token, headers: { 'idempotency-key': randomUUID() } },
  );
  expect(response.status(), await response.text()).toBe(200);
  const { subscription, payment } = ZCreateSubscriptionResponse.parse(await response.json());
  expect(payment?.status).toBe('success');
  return subscription.id;
}
