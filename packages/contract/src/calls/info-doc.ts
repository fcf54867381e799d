import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as info from '../schemas/info';

/** info/{doc}/: the doc segment is filled by the caller; "oferta" when empty. */
export const infoDoc = {
  name: 'infoDoc',
  method: 'GET',
  path: CALL_PATHS.infoDoc,
  request: ZEmptyRequest,
  response: info.ZDocumentResponse,
  access: 'public',
} as const satisfies CallDef;
