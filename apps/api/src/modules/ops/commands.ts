import {
  GADGET_PHOTO_MAX_BYTES,
  normalizePhone,
  ok,
  ZGadgetPhoto,
  ZIsoDateTime,
  ZSubscription,
} from '@ijara/contract';
import { ZStaffAddRequest, ZStaffLinkResponse } from '@ijara/contract/staff';
import { z } from 'zod';
// Not the folder's index.ts: the CLI shares this file and must not load the database's code.
import { COUNTED } from '../../catalogue-file/counts';
import { CATALOGUE_FILE_MAX } from '../../catalogue-file/format';

/**
 * The operator endpoint's wire: POST /api/ops/<command>/ with a JSON body, `Authorization: Bearer
 * <OPS_TOKEN>`. Not part of /api/v3/ (the web app never calls it); the CLI (src/cli/ops.ts) does.
 */
export const OPS_PREFIX = '/api/ops/';

const ZRowId = z.number().int().positive().max(2_147_483_647);

/** Who is acting, as the audit log names them. */
const ZOperator = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N} ._@-]+$/u, 'incorrectInfo');

const ZPhone = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === null) ctx.addIssue({ code: 'custom', message: 'incorrectInfo' });
    return phone ?? '';
  });

export const ZHandoversRequest = z.object({ operator: ZOperator, office: ZRowId.optional() });
export const ZHandover = z.object({
  subscriptionID: z.number(),
  createdAt: ZIsoDateTime,
  phone: z.string(),
  name: z.string(),
  model: z.string(),
  delivery: z.enum(['delivery', 'pickup']),
  officeID: z.number().nullable(),
  office: z.string().nullable(),
  address: z.string().nullable(),
  /** The unit reserved at checkout. */
  serial: z.string().nullable(),
  /** The first payment: success, or processing/fail (do not hand over); null when nothing was due. */
  payment: z.enum(['success', 'fail', 'processing']).nullable(),
});
export type THandover = z.infer<typeof ZHandover>;
export const ZHandoversResponse = ok({ handovers: z.array(ZHandover) });

export const ZHandoverRequest = z.object({
  operator: ZOperator,
  subscriptionID: ZRowId,
  serial: z.string().trim().min(1).max(64),
  idChecked: z.boolean(),
});

export const ZReturnRequest = z.object({
  operator: ZOperator,
  subscriptionID: ZRowId,
  condition: z.enum(['ok', 'damaged']).default('ok'),
});

export const ZSubscriptionAnswer = ok({ subscription: ZSubscription });

export const ZPhoneRequest = z.object({ operator: ZOperator, phone: ZPhone });

export const ZClientFlags = z.object({ id: z.number(), phone: z.string(), forbidden: z.boolean() });
export const ZClientFlagsResponse = ok({ client: ZClientFlags });

export const ZClientSummary = ok({
  client: ZClientFlags.extend({
    name: z.string(),
    city: z.string().nullable(),
    deletePersonalData: z.boolean(),
    /** Bonus points, minor units. */
    points: z.number(),
  }),
  subscriptions: z.array(ZSubscription),
  payments: z.array(
    z.object({
      id: z.number(),
      subscriptionID: z.number().nullable(),
      period: z.number(),
      type: z.string(),
      status: z.string(),
      amount: z.number(),
      createdAt: ZIsoDateTime,
    }),
  ),
  /** Masked as the gateway gave them; never a full number. */
  cards: z.array(
    z.object({
      id: z.number(),
      maskedPan: z.string(),
      brand: z.string(),
      expiry: z.string(),
      active: z.boolean(),
      removed: z.boolean(),
    }),
  ),
});
export type TClientSummary = z.infer<typeof ZClientSummary>;

const ZCount = z.number().int().nonnegative();

/** What erasing a client would do (dry run): see modules/deletion/preview.ts. */
export const ZErasePreviewResponse = ok({
  client: z.object({
    id: z.number(),
    phone: z.string(),
    requestedOn: z.string().nullable(),
    erasesOn: z.string().nullable(),
    erased: z.boolean(),
  }),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  erase: z.object({
    sessions: ZCount,
    signInRecords: ZCount,
    cards: ZCount,
    emailVerifications: ZCount,
    notifications: ZCount,
    idempotencyKeys: ZCount,
    deliveryAddresses: ZCount,
    returnAddresses: ZCount,
    auditAddresses: ZCount,
  }),
  keep: z.object({ subscriptions: ZCount, payments: ZCount, bonusEntries: ZCount }),
  blockers: z.array(z.object({ subscriptionID: z.number(), status: z.number() })),
});
export type TErasePreviewResponse = z.infer<typeof ZErasePreviewResponse>;

/** Base64 of at most GADGET_PHOTO_MAX_BYTES. */
const IMAGE_BASE64_MAX = Math.ceil(GADGET_PHOTO_MAX_BYTES / 3) * 4;

/** The file travels in the JSON body as base64; the api checks and resizes it (modules/catalog/photos/). */
export const ZGadgetImageRequest = z.object({
  operator: ZOperator,
  /** Slug or id. */
  gadget: z.string().trim().min(1).max(100),
  image: z
    .string()
    .min(1)
    .max(IMAGE_BASE64_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'incorrectInfo'),
});
export const ZGadgetImageResponse = ok({
  gadget: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  photo: ZGadgetPhoto,
});

/** The whole catalogue as the file's text (docs/decisions/048). */
export const ZCatalogueExportRequest = z.object({ operator: ZOperator });
export const ZCatalogueExportResponse = ok({ file: z.string() });

/** The file travels as its text, so that the api names the line of each problem. */
export const ZCatalogueImportRequest = z.object({
  operator: ZOperator,
  file: z.string().min(1).max(CATALOGUE_FILE_MAX),
});
const ZCounts = z.object(
  Object.fromEntries(COUNTED.map((kind) => [kind, ZCount])) as Record<
    (typeof COUNTED)[number],
    typeof ZCount
  >,
);
export const ZCatalogueImportResponse = ok({ added: ZCounts, changed: ZCounts, switchedOff: ZCounts });

/** A character of the file takes at most 3 bytes in the JSON body (UTF-8, or an escape such as \"). */
const CATALOGUE_BODY_LIMIT = CATALOGUE_FILE_MAX * 3 + 4096;

/** The first admin (or anyone) added from the command line; the answer carries the one-time link. */
export const ZStaffAddCommand = ZStaffAddRequest.extend({ operator: ZOperator });

/** Each command: its path under OPS_PREFIX, its body and its answer. */
export const OPS_COMMANDS = {
  handovers: { request: ZHandoversRequest, response: ZHandoversResponse },
  handover: { request: ZHandoverRequest, response: ZSubscriptionAnswer },
  return: { request: ZReturnRequest, response: ZSubscriptionAnswer },
  forbid: { request: ZPhoneRequest, response: ZClientFlagsResponse },
  allow: { request: ZPhoneRequest, response: ZClientFlagsResponse },
  client: { request: ZPhoneRequest, response: ZClientSummary },
  'erase-preview': { request: ZPhoneRequest, response: ZErasePreviewResponse },
  'gadget-image': {
    request: ZGadgetImageRequest,
    response: ZGadgetImageResponse,
    bodyLimit: IMAGE_BASE64_MAX + 4096,
  },
  'staff-add': { request: ZStaffAddCommand, response: ZStaffLinkResponse },
  'catalogue-export': { request: ZCatalogueExportRequest, response: ZCatalogueExportResponse },
  'catalogue-import': {
    request: ZCatalogueImportRequest,
    response: ZCatalogueImportResponse,
    bodyLimit: CATALOGUE_BODY_LIMIT,
  },
} as const;
export type OpsCommand = keyof typeof OPS_COMMANDS;
export type OpsRequest<C extends OpsCommand> = z.input<(typeof OPS_COMMANDS)[C]['request']>;
/** A body after its schema (trimmed, the phone normalised, defaults filled). */
export type OpsBody<C extends OpsCommand> = z.output<(typeof OPS_COMMANDS)[C]['request']>;
export type OpsResponse<C extends OpsCommand> = z.output<(typeof OPS_COMMANDS)[C]['response']>;
