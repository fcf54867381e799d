import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

export const infoCompanies = {
  name: 'infoCompanies',
  method: 'GET',
  path: CALL_PATHS.infoCompanies,
  request: ZEmptyRequest,
  response: info.ZCompaniesResponse,
  access: 'public',
} as const satisfies CallDef;
