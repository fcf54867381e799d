import type { Locale, TDocSlug, TTerm } from '@ijara/contract';

/** Demo content is written in both languages; the api answers in the request's locale. */
export type Localized = Record<Locale, string>;

export interface SeedCity {
  slug: string;
  name: Localized;
  served: boolean;
  /** Delivery to an address in this city, minor units, once; 0 when not given. */
  deliveryFee?: number;
}
export interface SeedCategory {
  slug: string;
  name: Localized;
}
export interface SeedModel {
  slug: string;
  name: Localized;
  specs: Localized;
  /** The finish as #rrggbb, tinting the drawn picture; none: the picture's neutral colour. */
  color?: string;
  /** Retail value in minor units (tyiyn). */
  value: number;
  insuranceMonthly: number;
  /** Monthly price in minor units per term, per served city slug. */
  prices: Record<string, Record<TTerm, number>>;
}
export interface SeedGadget {
  slug: string;
  categorySlug: string;
  name: Localized;
  description: Localized;
  /** Icon name under /svg/ (web public folder), e.g. "phone". */
  image: string;
  models: SeedModel[];
  /** Slugs of extras offered with this gadget. */
  extras: string[];
}
export interface SeedExtra {
  slug: string;
  name: Localized;
  price: number;
  billing: 'monthly' | 'once';
}
export interface SeedOffice {
  citySlug: string;
  name: Localized;
  address: Localized;
  hours: Localized;
}
export interface SeedCompany {
  name: Localized;
  discountPercent: number;
}
export interface SeedFaq {
  question: Localized;
  answer: Localized;
}
export interface SeedDocSection {
  heading?: string;
  paragraphs: string[];
}
export interface SeedDocument {
  title: string;
  updatedAt: string;
  sections: SeedDocSection[];
}
export type SeedDocuments = Record<TDocSlug, Record<Locale, SeedDocument>>;
export interface SeedOrg {
  name: string;
  legalName: Localized;
  /** ИНН: 14 digits in Kyrgyzstan. */
  taxNumber: string;
  phone: string;
  email: string;
  address: Localized;
  whatsapp: string;
  telegram: string;
  vk: string;
  chatBot: string;
}
export interface SeedUnit {
  gadgetSlug: string;
  modelSlug: string;
  citySlug: string;
  /** Position of the pickup office in the content's offices; null: the city's warehouse. */
  office: number | null;
  serial: string;
  imei: string | null;
  state: 'available' | 'repair' | 'retired';
}
/** A subscription promo code (checkout discount); bonus codes are another kind. */
export interface SeedPromoCode {
  code: string;
  /** Either a percentage of the monthly price or a fixed amount in minor units. */
  discount: { percent: number } | { amount: number };
  appliesTo: 'first_month' | 'every_month';
  validUntil?: string;
  maxUses?: number;
  usedCount?: number;
}

/** A bonus promo code: credits points once per client (bonus/promo/). */
export interface SeedBonusCode {
  code: string;
  /** Points credited, minor units (1 point = 1 tyiyn). */
  points: number;
  validFrom?: string;
  validUntil?: string;
  maxUses?: number;
  usedCount?: number;
}
