import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

export const infoFaq = {
  name: 'infoFaq',
  method: 'GET',
  path: 'info/faq/',
  request: ZEmptyRequest,
  response: info.ZFaqResponse,
  access: 'public',
} as const satisfies CallDef;
