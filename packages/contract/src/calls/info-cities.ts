import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

export const infoCities = {
  name: 'infoCities',
  method: 'GET',
  path: 'info/cities/',
  request: ZEmptyRequest,
  response: info.ZCitiesResponse,
  access: 'public',
} as const satisfies CallDef;
