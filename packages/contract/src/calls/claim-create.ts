import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTOS_MAX, CLAIM_REPORT_MAX_BYTES } from '../constants';
import * as claims from '../schemas/claims';

/** Ours (docs/decisions/059): reports a device broken, lost or stolen, with photos and a police report. */
export const claimCreate = {
  name: 'claimCreate',
  method: 'POST',
  path: CALL_PATHS.claimCreate,
  request: claims.ZClaimCreateRequest,
  response: claims.ZClaimCreateResponse,
  access: 'client',
  idempotent: true,
  // The photos and the report as base64 (4/3 of their bytes), and the rest of the form.
  bodyLimit:
    Math.ceil(((CLAIM_PHOTOS_MAX * CLAIM_PHOTO_MAX_BYTES + CLAIM_REPORT_MAX_BYTES) * 4) / 3) + 64 * 1024,
} as const satisfies CallDef;
