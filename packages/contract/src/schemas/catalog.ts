import { z } from 'zod';
import { SUBSCRIPTION_TERMS } from '../constants';
import { ok, ZId, ZMoney } from '../envelope';

const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);

/** A city. `served` is ours: false means "We are not in your city yet :(". */
export const ZCity = z.object({ id: ZId, name: z.string(), slug: ZSlug, served: z.boolean() });
export type TCity = z.infer<typeof ZCity>;

export const ZCategory = z.object({ id: ZId, name: z.string(), slug: ZSlug });
export type TCategory = z.infer<typeof ZCategory>;

export const ZTerm = z.union(SUBSCRIPTION_TERMS.map((t) => z.literal(t)));
export type TTerm = z.infer<typeof ZTerm>;

/** Monthly price of a model for one term in one city, in minor units. */
export const ZModelPrice = z.object({ cityID: ZId, term: ZTerm, monthly: ZMoney });

export const ZModel = z.object({
  id: ZId,
  name: z.string(),
  slug: ZSlug,
  /** e.g. "256 GB · Black" */
  specs: z.string(),
  prices: z.array(ZModelPrice),
  /** Monthly insurance for this model, minor units. */
  insuranceMonthly: ZMoney,
  /** Retail value of the device, minor units; insurance pays 50% of it if stolen. */
  value: ZMoney,
});
export type TModel = z.infer<typeof ZModel>;

export const ZExtra = z.object({
  id: ZId,
  name: z.string(),
  price: ZMoney,
  billing: z.enum(['monthly', 'once']),
});
export type TExtra = z.infer<typeof ZExtra>;

/**
 * A gadget (device group). SPEC.md §3 names `categoyID` with that spelling; kept on the wire.
 * `priceFrom` is the lowest monthly price over its models, terms and cities ("from … per month").
 */
export const ZGadget = z.object({
  id: ZId,
  name: z.string(),
  slug: ZSlug,
  categoyID: ZId,
  description: z.string(),
  image: z.string(),
  priceFrom: ZMoney,
  models: z.array(ZModel),
  extras: z.array(ZExtra),
});
export type TGadget = z.infer<typeof ZGadget>;

export const ZPickupOffice = z.object({
  id: ZId,
  cityID: ZId,
  name: z.string(),
  address: z.string(),
  hours: z.string(),
});
export type TPickupOffice = z.infer<typeof ZPickupOffice>;

/** The about-us data of SPEC.md §3, with the social links the menus show. */
export const ZOrg = z.object({
  name: z.string(),
  legalName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  whatsapp: z.string().url(),
  telegram: z.string().url(),
  vk: z.string().url(),
  /** Messenger bot the chat button opens. */
  chatBot: z.string().url(),
  pickup_offices: z.array(ZPickupOffice),
});
export type TOrg = z.infer<typeof ZOrg>;

export const ZCatalogResponse = ok({
  cities: z.array(ZCity),
  category: z.array(ZCategory),
  gadgets: z.array(ZGadget),
  org: ZOrg,
});
export type TCatalog = z.infer<typeof ZCatalogResponse>;

/**
 * A model's stock in a city: "last_one" when a single unit is free. Counts are not published. Served
 * apart from the catalogue (info/stock/), so stock changes never touch the catalogue's cache.
 */
export const ZStockLevel = z.enum(['in_stock', 'last_one', 'out_of_stock']);
export type TStockLevel = z.infer<typeof ZStockLevel>;

export const ZModelStock = z.object({ modelID: ZId, cityID: ZId, level: ZStockLevel });
export type TModelStock = z.infer<typeof ZModelStock>;

/** Every active model in every served city; a model without a price in a city is not listed there. */
export const ZStockResponse = ok({ stock: z.array(ZModelStock) });
