import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as user from '../schemas/user';

export const userGetInfo = {
  name: 'userGetInfo',
  method: 'GET',
  path: CALL_PATHS.userGetInfo,
  request: ZEmptyRequest,
  response: user.ZGetInfoResponse,
  access: 'token',
} as const satisfies CallDef;
