import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest, ZOkResponse } from '../envelope';

export const authLogout = {
  name: 'authLogout',
  method: 'POST',
  path: CALL_PATHS.authLogout,
  request: ZEmptyRequest,
  response: ZOkResponse,
  access: 'token',
} as const satisfies CallDef;
