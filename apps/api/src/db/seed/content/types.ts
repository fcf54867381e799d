import type { Locale, TDocSlug } from '@ijara/contract';

/**
 * Demo content beside the catalogue (content/catalogue.json, the catalogue file's format), written in
 * both languages; the api answers in the request's locale.
 */
export type Localized = Record<Locale, string>;

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
  /** Index of the pickup office in the catalogue file's offices; null: the city's warehouse. */
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
