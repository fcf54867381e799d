import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as user from '../schemas/user';

export const userUpdateInfo = {
  name: 'userUpdateInfo',
  method: 'POST',
  path: CALL_PATHS.userUpdateInfo,
  request: user.ZUpdateInfoRequest,
  response: user.ZUpdateInfoResponse,
  access: 'token',
} as const satisfies CallDef;
