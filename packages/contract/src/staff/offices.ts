import { z } from 'zod';
import { INT4_MAX, ok, ZId } from '../envelope';
import { ZCatalogSlug } from './catalog';

/**
 * Pickup offices as managers keep them (issue 30, docs/decisions/046). They are part of the public
 * catalogue (info/catalog/): a save shows there at once. The existing `GET offices/` stays the short
 * list every signed-in person reads; this desk's list is `GET offices/all/`.
 */
export const OFFICE_NAME_MAX = 120;
export const OFFICE_ADDRESS_MAX = 300;
export const OFFICE_HOURS_MAX = 200;
export const OFFICE_MAP_URL_MAX = 2000;

export const ZStaffCity = z.object({
  id: z.number(),
  slug: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  /** false: "We are not in your city yet" at sign-in; no new orders there. */
  served: z.boolean(),
  /** Orders waiting for their hand-over in the city (status 1): a served city with some stays served. */
  waitingOrders: z.number(),
});
export type TStaffCity = z.infer<typeof ZStaffCity>;

export const ZStaffOfficeRecord = z.object({
  id: z.number(),
  cityID: z.number(),
  nameRu: z.string(),
  nameEn: z.string(),
  addressRu: z.string(),
  addressEn: z.string(),
  hoursRu: z.string(),
  hoursEn: z.string(),
  /** An https link to the office on a map; null: none. */
  mapUrl: z.string().nullable(),
  active: z.boolean(),
  /** Orders waiting at the office (not yet handed over) and units reserved or rented from it. */
  waitingOrders: z.number(),
  unitsInUse: z.number(),
  version: z.number(),
});
export type TStaffOfficeRecord = z.infer<typeof ZStaffOfficeRecord>;

export const ZStaffOfficeListResponse = ok({
  offices: z.array(ZStaffOfficeRecord),
  cities: z.array(ZStaffCity),
});
export type TStaffOfficeListResponse = z.infer<typeof ZStaffOfficeListResponse>;

const text = (max: number, tooLong: string) => z.string().trim().min(1, 'fieldRequired').max(max, tooLong);

/** A link a browser opens as is: https only, no javascript: or data: that could run in the page. */
export const ZOfficeMapUrl = z
  .string()
  .trim()
  .max(OFFICE_MAP_URL_MAX, 'staffOfficeMapUrl')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'staffOfficeMapUrl');

/** The office's fields as the form checks them; an empty map link means none. */
export const ZStaffOfficeFields = z.object({
  cityID: z.number({ error: 'staffOfficeCity' }).int().positive('staffOfficeCity').max(INT4_MAX),
  nameRu: text(OFFICE_NAME_MAX, 'staffOfficeNameTooLong'),
  nameEn: text(OFFICE_NAME_MAX, 'staffOfficeNameTooLong'),
  addressRu: text(OFFICE_ADDRESS_MAX, 'staffOfficeAddressTooLong'),
  addressEn: text(OFFICE_ADDRESS_MAX, 'staffOfficeAddressTooLong'),
  hoursRu: text(OFFICE_HOURS_MAX, 'staffOfficeHoursTooLong'),
  hoursEn: text(OFFICE_HOURS_MAX, 'staffOfficeHoursTooLong'),
  mapUrl: ZOfficeMapUrl,
  active: z.boolean(),
});

/**
 * POST offices/save/: a new office (no id) or an edit (id and the version the page showed). An office
 * with waiting orders or units reserved or rented from it is not switched off (409 naming how many).
 */
export const ZStaffOfficeSaveRequest = ZStaffOfficeFields.extend({
  id: ZId.nullable().default(null),
  version: z.number().int().min(0).max(INT4_MAX).default(0),
});
export type TStaffOfficeSaveRequest = z.input<typeof ZStaffOfficeSaveRequest>;

export const ZStaffOfficeSavedResponse = ok({ office: ZStaffOfficeRecord });
export type TStaffOfficeSavedResponse = z.infer<typeof ZStaffOfficeSavedResponse>;

export const CITY_NAME_MAX = 80;
const cityName = z.string().trim().min(1, 'fieldRequired').max(CITY_NAME_MAX, 'staffCityNameTooLong');

/** What a city's form sends and what the page showed before (the edit's check for a change meanwhile). */
export const ZStaffCityFields = z.object({
  slug: ZCatalogSlug,
  nameRu: cityName,
  nameEn: cityName,
  served: z.boolean(),
});

/**
 * POST offices/city/: a new city (no id) or an edit, with the fields as the page showed them (`was`):
 * a city changed meanwhile answers 409. A city with orders waiting there is not switched off.
 */
export const ZStaffCitySaveRequest = ZStaffCityFields.extend({
  id: ZId.nullable().default(null),
  was: ZStaffCityFields.nullable().default(null),
});
export type TStaffCitySaveRequest = z.input<typeof ZStaffCitySaveRequest>;
export const ZStaffCitySavedResponse = ok({ city: ZStaffCity });
export type TStaffCitySavedResponse = z.infer<typeof ZStaffCitySavedResponse>;
