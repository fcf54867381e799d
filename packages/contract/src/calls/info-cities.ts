import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

export const infoCities = {
  name: 'infoCities',
  method: 'GET',
  path: CALL_PATHS.infoCities,
  request: ZEmptyRequest,
  response: info.ZCitiesResponse,
  access: 'public',
} as const satisfies CallDef;
