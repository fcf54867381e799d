import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as catalog from '../schemas/catalog';

/** Our addition: availability per model and city for the device page (issue 7). */
export const infoStock = {
  name: 'infoStock',
  method: 'GET',
  path: 'info/stock/',
  request: ZEmptyRequest,
  response: catalog.ZStockResponse,
  access: 'public',
} as const satisfies CallDef;
