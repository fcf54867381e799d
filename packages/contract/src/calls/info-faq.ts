import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

export const infoFaq = {
  name: 'infoFaq',
  method: 'GET',
  path: CALL_PATHS.infoFaq,
  request: ZEmptyRequest,
  response: info.ZFaqResponse,
  access: 'public',
} as const satisfies CallDef;
