import { z } from 'zod';
import { MONEY_DIVISOR } from '../constants';
import { INT4_MAX, ok, ZId } from '../envelope';
import { ZGadgetPhoto } from '../schemas/catalog';

/**
 * The catalogue as managers keep it (issue 30, docs/decisions/050): categories, their gadgets, each
 * gadget's models, photos and extras, in both languages. Every record carries a version: a save, a
 * move or a delete sent from another one answers 409 `version_conflict`. Nothing a subscription or a
 * stock unit ever named is deleted: it is hidden instead (409 `staffCatalogInUse`).
 */
export const CATALOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATALOG_SLUG_MAX = 60;
export const CATALOG_NAME_MAX = 120;
export const CATALOG_SPECS_MAX = 200;
export const CATALOG_DESCRIPTION_MAX = 2000;
/** Photos a gadget may have; the first is the card's. */
export const GADGET_PHOTOS_MAX = 8;
/** An upload of the staff app, resized in the browser first (lib/resize-photo.ts), as base64. */
export const CATALOG_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const CATALOG_PHOTO_BASE64_MAX = Math.ceil(CATALOG_PHOTO_MAX_BYTES / 3) * 4;
/** The largest retail value a model may have: ten million som. */
export const CATALOG_VALUE_MAX = 10_000_000 * MONEY_DIVISOR;
/** Our drawings of device families (the web app's device-art, /svg/<name>.svg): a gadget's `image`. */
export const GADGET_DRAWINGS = ['phone', 'laptop', 'tablet', 'watch', 'console', 'headphones'] as const;
export type GadgetDrawing = (typeof GADGET_DRAWINGS)[number];

const ZVersion = z.number().int().min(0).max(INT4_MAX);

/** What still names a record: running subscriptions (created, active, paused), any ever, stock units. */
export const ZStaffCatalogUse = z.object({
  running: z.number(),
  subscriptions: z.number(),
  units: z.number(),
});
export type TStaffCatalogUse = z.infer<typeof ZStaffCatalogUse>;

/** One photo of a gadget: `id` is its upload's version (the part of its files' URLs). */
export const ZStaffGadgetPhoto = ZGadgetPhoto.extend({ id: z.string() });
export type TStaffGadgetPhoto = z.infer<typeof ZStaffGadgetPhoto>;

export const ZStaffCatalogModel = z.object({
  id: z.number(),
  gadgetID: z.number(),
  slug: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  specsRu: z.string(),
  specsEn: z.string(),
  /** The finish as #rrggbb; null: none (the drawing is graphite). */
  color: z.string().nullable(),
  /** Retail value and insurance a month, tyiyn (the price page edits them too). */
  value: z.number(),
  insuranceMonthly: z.number(),
  active: z.boolean(),
  position: z.number(),
  version: z.number(),
  use: ZStaffCatalogUse,
});
export type TStaffCatalogModel = z.infer<typeof ZStaffCatalogModel>;

export const ZStaffCatalogGadget = z.object({
  id: z.number(),
  categoryID: z.number(),
  slug: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  descriptionRu: z.string(),
  descriptionEn: z.string(),
  /** One of GADGET_DRAWINGS, shown when the gadget has no photo. */
  image: z.string(),
  /** The extras offered with it. */
  extras: z.array(z.number()),
  photos: z.array(ZStaffGadgetPhoto),
  active: z.boolean(),
  position: z.number(),
  /** Raised by a save of its fields, extras or photos, and by a move. */
  version: z.number(),
  models: z.array(ZStaffCatalogModel),
  /** Its models' uses added up. */
  use: ZStaffCatalogUse,
});
export type TStaffCatalogGadget = z.infer<typeof ZStaffCatalogGadget>;

export const ZStaffCatalogCategory = z.object({
  id: z.number(),
  slug: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  active: z.boolean(),
  position: z.number(),
  version: z.number(),
  gadgets: z.array(ZStaffCatalogGadget),
});
export type TStaffCatalogCategory = z.infer<typeof ZStaffCatalogCategory>;

export const ZStaffCatalogExtra = z.object({
  id: z.number(),
  nameRu: z.string(),
  nameEn: z.string(),
  active: z.boolean(),
});
export type TStaffCatalogExtra = z.infer<typeof ZStaffCatalogExtra>;

/** GET catalog/: everything, in catalogue order. */
export const ZStaffCatalogResponse = ok({
  categories: z.array(ZStaffCatalogCategory),
  extras: z.array(ZStaffCatalogExtra),
});
export type TStaffCatalogResponse = z.infer<typeof ZStaffCatalogResponse>;

const text = (max: number, tooLong: string) => z.string().trim().min(1, 'fieldRequired').max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const ZCatalogSlug = z
  .string()
  .trim()
  .min(1, 'fieldRequired')
  .max(CATALOG_SLUG_MAX, 'staffSlugFormat')
  .regex(CATALOG_SLUG_PATTERN, 'staffSlugFormat');

/** "#1A2b3C" or "#1a2b3c" → "#1a2b3c"; empty → null (no colour). */
export const ZCatalogColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(#[0-9a-f]{6})?$/, 'staffColorFormat')
  .nullable()
  .transform((hex) => (hex === '' || hex === null ? null : hex));

const wholeSom = (minor: number) => minor % MONEY_DIVISOR === 0;

export const ZStaffCategoryFields = z.object({
  slug: ZCatalogSlug,
  nameRu: text(CATALOG_NAME_MAX, 'staffCatalogNameTooLong'),
  nameEn: text(CATALOG_NAME_MAX, 'staffCatalogNameTooLong'),
  active: z.boolean(),
});

export const ZStaffGadgetFields = z.object({
  categoryID: z
    .number({ error: 'staffCatalogCategory' })
    .int()
    .positive('staffCatalogCategory')
    .max(INT4_MAX),
  slug: ZCatalogSlug,
  nameRu: text(CATALOG_NAME_MAX, 'staffCatalogNameTooLong'),
  nameEn: text(CATALOG_NAME_MAX, 'staffCatalogNameTooLong'),
  descriptionRu: optionalText(CATALOG_DESCRIPTION_MAX, 'staffCatalogDescriptionTooLong'),
  descriptionEn: optionalText(CATALOG_DESCRIPTION_MAX, 'staffCatalogDescriptionTooLong'),
  image: z.enum(GADGET_DRAWINGS, { error: 'staffCatalogDrawing' }),
  extras: z
    .array(ZId)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'staffCatalogExtras'),
  active: z.boolean(),
});

export const ZStaffModelFields = z.object({
  slug: ZCatalogSlug,
  nameRu: text(CATALOG_NAME_MAX, 'staffCatalogNameTooLong'),
  nameEn: text(CATALOG_NAME_MAX, 'staffCatalogNameTooLong'),
  specsRu: optionalText(CATALOG_SPECS_MAX, 'staffCatalogSpecsTooLong'),
  specsEn: optionalText(CATALOG_SPECS_MAX, 'staffCatalogSpecsTooLong'),
  color: ZCatalogColor,
  /** More than zero, whole som (docs/decisions/038). */
  value: z
    .number({ error: 'staffModelValue' })
    .int('staffModelValue')
    .min(MONEY_DIVISOR, 'staffModelValue')
    .max(CATALOG_VALUE_MAX, 'staffModelValue')
    .refine(wholeSom, 'staffModelValue'),
  /** Zero or more, whole som. */
  insuranceMonthly: z
    .number({ error: 'staffModelInsurance' })
    .int('staffModelInsurance')
    .min(0, 'staffModelInsurance')
    .max(CATALOG_VALUE_MAX, 'staffModelInsurance')
    .refine(wholeSom, 'staffModelInsurance'),
  active: z.boolean(),
});

const saved = { id: ZId.nullable().default(null), version: ZVersion.default(0) };

/** POST catalog/categories/save/: a new category (no id) or an edit from the version the page showed. */
export const ZStaffCategorySaveRequest = ZStaffCategoryFields.extend(saved);
export type TStaffCategorySaveRequest = z.input<typeof ZStaffCategorySaveRequest>;

/** POST catalog/gadgets/save/: a new gadget is placed last in its category; a move of category too. */
export const ZStaffGadgetSaveRequest = ZStaffGadgetFields.extend(saved);
export type TStaffGadgetSaveRequest = z.input<typeof ZStaffGadgetSaveRequest>;

/** POST catalog/models/save/: a model of an existing gadget (a new gadget is saved first). */
export const ZStaffModelSaveRequest = ZStaffModelFields.extend({
  ...saved,
  gadgetID: z.number({ error: 'staffCatalogGadget' }).int().positive('staffCatalogGadget').max(INT4_MAX),
});
export type TStaffModelSaveRequest = z.input<typeof ZStaffModelSaveRequest>;

export const CATALOG_KINDS = ['category', 'gadget', 'model'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** POST catalog/move/: one place up or down among its siblings (models of a gadget, gadgets of a category). */
export const ZStaffCatalogMoveRequest = z.object({
  kind: z.enum(CATALOG_KINDS),
  id: ZId,
  version: ZVersion,
  direction: z.enum(['up', 'down']),
});
export type TStaffCatalogMoveRequest = z.input<typeof ZStaffCatalogMoveRequest>;

/**
 * POST catalog/delete/: only what nothing names (no subscription ever, no stock unit; a category
 * without gadgets); otherwise 409 saying to hide it instead.
 */
export const ZStaffCatalogDeleteRequest = z.object({
  kind: z.enum(CATALOG_KINDS),
  id: ZId,
  version: ZVersion,
});
export type TStaffCatalogDeleteRequest = z.input<typeof ZStaffCatalogDeleteRequest>;

/** What a write answers: the record's id and its new version (the page reads the list again). */
export const ZStaffCatalogSavedResponse = ok({ id: z.number(), version: z.number() });
export type TStaffCatalogSavedResponse = z.infer<typeof ZStaffCatalogSavedResponse>;

export const ZStaffCatalogDeletedResponse = ok({ id: z.number() });

const ZPhotoId = z.string().regex(/^[\w-]{16}$/, 'staffCatalogPhotoUnknown');

/** POST catalog/photos/add/: a picture (JPEG, PNG or WebP) as base64, added last. */
export const ZStaffPhotoAddRequest = z.object({
  gadgetID: ZId,
  version: ZVersion,
  image: z
    .string()
    .min(1, 'opsImageUnreadable')
    .max(CATALOG_PHOTO_BASE64_MAX, 'opsImageTooLarge')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'opsImageUnreadable'),
});
export type TStaffPhotoAddRequest = z.input<typeof ZStaffPhotoAddRequest>;

/** POST catalog/photos/order/: every photo of the gadget, in the new order. */
export const ZStaffPhotoOrderRequest = z.object({
  gadgetID: ZId,
  version: ZVersion,
  photos: z.array(ZPhotoId).min(1).max(GADGET_PHOTOS_MAX),
});
export type TStaffPhotoOrderRequest = z.input<typeof ZStaffPhotoOrderRequest>;

/** POST catalog/photos/remove/: one photo goes, with its files. */
export const ZStaffPhotoRemoveRequest = z.object({ gadgetID: ZId, version: ZVersion, photo: ZPhotoId });
export type TStaffPhotoRemoveRequest = z.input<typeof ZStaffPhotoRemoveRequest>;
