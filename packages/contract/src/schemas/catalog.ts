import { z } from 'zod';
import { SUBSCRIPTION_TERMS } from '../constants';
import { ok, ZId, ZIsoDate, ZMoney } from '../envelope';

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

/** A colour as #rrggbb (lower case). */
export const ZHexColor = z.string().regex(/^#[0-9a-f]{6}$/);

export const ZModel = z.object({
  id: ZId,
  name: z.string(),
  slug: ZSlug,
  /** e.g. "256 GB · Black" */
  specs: z.string(),
  /** The device's finish, for the drawn picture; absent when the catalogue names none. */
  color: ZHexColor.optional(),
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

/** The lowest monthly price of a gadget in one city, over its models and terms. */
export const ZCityPrice = z.object({ cityID: ZId, monthly: ZMoney });
export type TCityPrice = z.infer<typeof ZCityPrice>;

/** Responsive widths of an operator-set photo (`npm run ops -- gadget-image`), never wider than the upload. */
export const GADGET_PHOTO_WIDTHS = [320, 640, 960] as const;
/**
 * What a photo upload may be: at most 10 MB and 16 megapixels (a 12 MP phone photo, 4032×3024, fits;
 * the largest file made is 960 px wide, so more pixels add only decoding memory), at least the
 * smallest width wide.
 */
export const GADGET_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const GADGET_PHOTO_MAX_MEGAPIXELS = 16;

/**
 * A gadget's photo: WebP files at some of GADGET_PHOTO_WIDTHS (a srcset), each URL stable for that
 * upload and cached for a year; `width`/`height` are the largest file's, for the aspect ratio.
 */
export const ZGadgetPhoto = z.object({
  files: z.array(z.object({ url: z.string(), width: z.number().int().positive() })).min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TGadgetPhoto = z.infer<typeof ZGadgetPhoto>;

/**
 * A gadget (device group). SPEC.md §3 names `categoyID` with that spelling; kept on the wire.
 * `priceFrom` is the lowest monthly price over its models, terms and cities ("from … per month");
 * `priceFromByCity` is the same per city, listing only the cities where some model has a price: a
 * city not listed does not offer the gadget. `image` names the drawn picture (/svg/<family>.svg);
 * `photos`, when staff set some, are shown instead, in their order; `photo` is the first of them (or
 * null), kept for the clients that read one photo.
 */
export const ZGadget = z.object({
  id: ZId,
  name: z.string(),
  slug: ZSlug,
  categoyID: ZId,
  description: z.string(),
  image: z.string(),
  photo: ZGadgetPhoto.nullable(),
  /** Absent in answers of before the catalogue editor (a cached one): none. */
  photos: z.array(ZGadgetPhoto).default([]),
  priceFrom: ZMoney,
  priceFromByCity: z.array(ZCityPrice),
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
  /** ИНН, printed on receipts; null until an operator has entered it. */
  taxNumber: z.string().nullable(),
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
 * A model's stock in a city: "last_one" when a single unit is free. "expected": none is here now, but
 * one arrives on `availableFrom` — it can be ordered now and handed over from that day
 * (docs/decisions/051); a unit here now always wins. Counts are not published. Served apart from the
 * catalogue (info/stock/), so stock changes never touch the catalogue's cache.
 */
export const ZStockLevel = z.enum(['in_stock', 'last_one', 'expected', 'out_of_stock']);
export type TStockLevel = z.infer<typeof ZStockLevel>;

export const ZModelStock = z.object({
  modelID: ZId,
  cityID: ZId,
  level: ZStockLevel,
  /** The earliest day an expected unit arrives (Bishkek); only with the level "expected". */
  availableFrom: ZIsoDate.optional(),
});
export type TModelStock = z.infer<typeof ZModelStock>;

/** Every active model in every served city; a model without a price in a city is not listed there. */
export const ZStockResponse = ok({ stock: z.array(ZModelStock) });

/**
 * What delivery to an address costs in a served city, charged once with the first payment (pickup is
 * free). Ours, served apart from the catalogue (info/delivery-fees/) by checkout, which charges it: every
 * served city is listed, 0 where no fee is set.
 */
export const ZDeliveryFee = z.object({ cityID: ZId, fee: ZMoney });
export type TDeliveryFee = z.infer<typeof ZDeliveryFee>;

export const ZDeliveryFeesResponse = ok({ fees: z.array(ZDeliveryFee) });
