import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

export const infoCompanies = {
  name: 'infoCompanies',
  method: 'GET',
  path: 'info/companies/',
  request: ZEmptyRequest,
  response: info.ZCompaniesResponse,
  access: 'public',
} as const satisfies CallDef;
