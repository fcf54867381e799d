import type { CallDef } from '../call-def';
import { ZEmptyRequest, ZOkResponse } from '../envelope';

export const authLogout = {
  name: 'authLogout',
  method: 'POST',
  path: 'auth/logout/',
  request: ZEmptyRequest,
  response: ZOkResponse,
  access: 'token',
} as const satisfies CallDef;
