import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, money } from './columns';

export const cities = pgTable('cities', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** false: "We are not in your city yet :(". */
  served: boolean('served').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Raised by each staff save; a save from another version answers 409. */
    version: integer('version').notNull().default(0),
  },
  (t) => [check('companies_discount_range', sql`${t.discountPercent} between 0 and 100`)],
);

/** A company's list of its employees' phones (E.164 digits): a client with one of them is verified. */
export const companyEmployees = pgTable(
  'company_employees',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.phone] }), index('company_employees_phone_idx').on(t.phone)],
);

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
  /** false: hidden from the public catalogue with its gadgets. */
  active: boolean('active').notNull().default(true),
  /** Raised by each staff save; a save from another version answers 409. */
  version: integer('version').notNull().default(0),
});

export const gadgets = pgTable(
  'gadgets',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Icon name; served as /svg/<image>.svg by the web app. */
    image: text('image').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Raised by each staff save of the gadget (its photos and extras included); a stale save answers 409. */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('gadgets_category_idx').on(t.categoryId)],
);

export const models = pgTable(
  'models',
  {
    id: id(),
    gadgetId: integer('gadget_id')
      .notNull()
      .references(() => gadgets.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    specsRu: text('specs_ru').notNull().default(''),
    specsEn: text('specs_en').notNull().default(''),
    /** Retail value; insurance pays 50% of it if stolen. */
    value: money('value').notNull(),
    insuranceMonthly: money('insurance_monthly').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Raised by each save of the model's prices in the staff app; a save from another one answers 409. */
    pricesVersion: integer('prices_version').notNull().default(0),
    /** Raised by each staff save of the model's own fields (names, specs, colour, value, insurance, shown). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    unique('models_gadget_slug_unique').on(t.gadgetId, t.slug),
    check('models_money_nonnegative', sql`${t.value} >= 0 and ${t.insuranceMonthly} >= 0`),
  ],
);

export const modelPrices = pgTable(
  'model_prices',
  {
    id: id(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    term: integer('term').notNull(),
    monthly: money('monthly').notNull(),
  },
  (t) => [
    unique('model_prices_model_city_term_unique').on(t.modelId, t.cityId, t.term),
    check('model_prices_term_valid', sql`${t.term} in (3, 6, 12)`),
    check('model_prices_monthly_positive', sql`${t.monthly} > 0`),
  ],
);

export const extras = pgTable(
  'extras',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    price: money('price').notNull(),
    billing: text('billing', { enum: ['monthly', 'once'] }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('extras_billing_valid', sql`${t.billing} in ('monthly', 'once')`),
    check('extras_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const gadgetExtras = pgTable(
  'gadget_extras',
  {
    gadgetId: integer('gadget_id')
      .notNull()
      .references(() => gadgets.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gadgetId, t.extraId] })],
);

export const pickupOffices = pgTable(
  'pickup_offices',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    addressRu: text('address_ru').notNull(),
    addressEn: text('address_en').notNull(),
    hoursRu: text('hours_ru').notNull().default(''),
    hoursEn: text('hours_en').notNull().default(''),
    /** An https link to the office on a map (migration 0018); null: none. */
    mapUrl: text('map_url'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Raised by each staff save; a save from another version answers 409 (docs/decisions/046). */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('pickup_offices_city_idx').on(t.cityId)],
);
