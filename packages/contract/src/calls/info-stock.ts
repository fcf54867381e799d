import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as catalog from '../schemas/catalog';

/** Our addition: availability per model and city for the device page (issue 7). */
export const infoStock = {
  name: 'infoStock',
  method: 'GET',
  path: CALL_PATHS.infoStock,
  request: ZEmptyRequest,
  response: catalog.ZStockResponse,
  access: 'public',
} as const satisfies CallDef;
