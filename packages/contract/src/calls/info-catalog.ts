import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as catalog from '../schemas/catalog';

export const infoCatalog = {
  name: 'infoCatalog',
  method: 'GET',
  path: 'info/catalog/',
  request: ZEmptyRequest,
  response: catalog.ZCatalogResponse,
  access: 'public',
} as const satisfies CallDef;
