import type { PromoCode as PromoRow } from '../../promo/rules';

/** What a draft names, as the catalogue holds it. */
export interface DraftRows {
  city: { id: number; served: boolean; deliveryFee: number | null } | null;
  /** The model with its gadget, once per price of the city (one row with null term and price: none). */
  models: Array<{
    id: number;
    active: boolean;
    nameRu: string;
    nameEn: string;
    specsRu: string;
    specsEn: string;
    insuranceMonthly: number;
    gadgetId: number;
    gadgetActive: boolean;
    gadgetNameRu: string;
    gadgetNameEn: string;
    term: number | null;
    monthly: number | null;
  }>;
  office: {
    id: number;
    cityId: number;
    active: boolean;
    addressRu: string;
    addressEn: string;
  } | null;
  /** The client's employer discount (0 without an employer, when it is inactive or the work unconfirmed). */
  employerPercent: number;
  /** The client's active employer with a discount, and whether the work there is confirmed; else null. */
  employer: { nameRu: string; nameEn: string; percent: number; verified: boolean } | null;
  /** The code's row and whether this client redeemed it before; null when no code was given. */
  promo: { row: PromoRow | null; used: boolean } | null;
  /** The asked extras that are active and offered with the model's gadget. */
  extras: Array<{ id: number; nameRu: string; nameEn: string; price: number; billing: 'monthly' | 'once' }>;
  /** Free units of the model in the city here on the day asked, counted up to two. */
  free: number;
  /** The earliest day one of its expected units arrives; null: none is expected. */
  expected: string | null;
  /** The client has a failed payment not paid yet: no new order until it is (the FAQ says so). */
  overdue: boolean;
}

export interface DraftQuery {
  clientId: number;
  cityId: number;
  modelId: number;
  officeId: number | null;
  code: string | null;
  extraIds: number[];
  /** The day in Bishkek: which units are here and which are expected (docs/decisions/051). */
  today: string;
}
