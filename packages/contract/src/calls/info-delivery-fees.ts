import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as catalog from '../schemas/catalog';

/** Our addition: each served city's delivery fee, so the device page prices a draft before sign-in (issue 26). */
export const infoDeliveryFees = {
  name: 'infoDeliveryFees',
  method: 'GET',
  path: CALL_PATHS.infoDeliveryFees,
  request: ZEmptyRequest,
  response: catalog.ZDeliveryFeesResponse,
  access: 'public',
} as const satisfies CallDef;
