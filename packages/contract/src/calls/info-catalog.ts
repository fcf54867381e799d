import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as catalog from '../schemas/catalog';

export const infoCatalog = {
  name: 'infoCatalog',
  method: 'GET',
  path: CALL_PATHS.infoCatalog,
  request: ZEmptyRequest,
  response: catalog.ZCatalogResponse,
  access: 'public',
} as const satisfies CallDef;
