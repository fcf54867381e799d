import { ZMoney } from '@ijara/contract';
import { ZOfficeMapUrl } from '@ijara/contract/staff';
import { z } from 'zod';

/**
 * The catalogue as one JSON file (docs/decisions/048-catalogue-file.md, README.md beside this file).
 * Amounts are integers in minor units (tyiyn), as in the database; the order of each array is the
 * order shown. The schema checks each value alone; rules.ts checks what spans values (slugs that
 * must exist, the price grid).
 */
export const CATALOGUE_FORMAT = 'ijara-catalogue/1';

/** The most a file may hold, in characters (2 MiB): the demo catalogue is 34 KB. */
export const CATALOGUE_FILE_MAX = 2 * 1024 * 1024;

/** The terms a model is priced for, as the file's keys. */
export const TERM_KEYS = ['3', '6', '12'] as const;

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

const ZSlug = z
  .string()
  .max(100)
  .regex(SLUG, 'a slug: lower-case Latin letters, digits and "-", e.g. "iphone-16"');

/** Text as stored: no spaces around it (an import keeps it as written). */
function text(max: number, required: boolean) {
  const base = z.string().max(max);
  return (required ? base.min(1, 'must not be empty') : base).refine(
    (value) => value === value.trim(),
    'no spaces at the start or end',
  );
}

const localized = (max: number, required = true) =>
  z.strictObject({ ru: text(max, required), en: text(max, required) });

/** Prices of one city: tyiyn a month per term. A term left out: not offered for it there. */
const ZTermPrices = z.partialRecord(z.enum(TERM_KEYS), ZMoney);

export const ZCatalogueCity = z.strictObject({
  slug: ZSlug,
  name: localized(120),
  /** false: "We are not in your city yet". */
  served: z.boolean(),
  /** Delivery to an address, once; null: none set (checkout charges 0). */
  deliveryFee: ZMoney.nullable(),
});

export const ZCatalogueCategory = z.strictObject({
  slug: ZSlug,
  name: localized(120),
  active: z.boolean(),
});

export const ZCatalogueExtra = z.strictObject({
  slug: ZSlug,
  name: localized(200),
  price: ZMoney,
  billing: z.enum(['monthly', 'once']),
  active: z.boolean(),
});

export const ZCatalogueModel = z.strictObject({
  slug: ZSlug,
  name: localized(200),
  specs: localized(500, false),
  /** The finish as #rrggbb (lower case), tinting the drawn picture; null: the picture's own colour. */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/, 'a colour as #rrggbb in lower case, e.g. "#3b3d40"')
    .nullable(),
  /** Retail value: insurance pays half of it if the device is stolen. */
  value: ZMoney,
  insuranceMonthly: ZMoney,
  active: z.boolean(),
  /** City slug → term → monthly price. A city left out: the model is not offered there. */
  prices: z.record(ZSlug, ZTermPrices),
});

export const ZCatalogueGadget = z.strictObject({
  slug: ZSlug,
  /** A category's slug. */
  category: ZSlug,
  name: localized(200),
  description: localized(4000, false),
  /** An icon of the web app, served as /svg/<image>.svg. */
  image: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'an icon name, e.g. "phone"'),
  active: z.boolean(),
  /** Slugs of the extras offered with it. */
  extras: z.array(ZSlug).max(200),
  models: z.array(ZCatalogueModel).max(500),
});

export const ZCatalogueOffice = z.strictObject({
  /** A city's slug. */
  city: ZSlug,
  name: localized(120),
  address: localized(300),
  hours: localized(200, false),
  /** An https link to the office on a map; null: none. */
  mapUrl: ZOfficeMapUrl.refine((value) => value !== '', 'a link, or null for none').nullable(),
  active: z.boolean(),
});

export const ZCatalogueCompany = z.strictObject({
  name: localized(200),
  /** The employer's discount on the monthly price. */
  discountPercent: z.int().min(0).max(100),
  active: z.boolean(),
});

export const ZCatalogueFile = z.strictObject({
  format: z.literal(CATALOGUE_FORMAT),
  cities: z.array(ZCatalogueCity).max(200),
  categories: z.array(ZCatalogueCategory).max(200),
  extras: z.array(ZCatalogueExtra).max(200),
  gadgets: z.array(ZCatalogueGadget).max(2000),
  offices: z.array(ZCatalogueOffice).max(1000),
  companies: z.array(ZCatalogueCompany).max(5000),
});

export type CatalogueFile = z.output<typeof ZCatalogueFile>;
export type CatalogueCity = CatalogueFile['cities'][number];
export type CatalogueCategory = CatalogueFile['categories'][number];
export type CatalogueExtra = CatalogueFile['extras'][number];
export type CatalogueGadget = CatalogueFile['gadgets'][number];
export type CatalogueModel = CatalogueGadget['models'][number];
export type CatalogueOffice = CatalogueFile['offices'][number];
export type CatalogueCompany = CatalogueFile['companies'][number];
export type TermKey = (typeof TERM_KEYS)[number];
