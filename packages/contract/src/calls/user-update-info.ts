import type { CallDef } from '../call-def';
import * as user from '../schemas/user';

export const userUpdateInfo = {
  name: 'userUpdateInfo',
  method: 'POST',
  path: 'user/updateinfo/',
  request: user.ZUpdateInfoRequest,
  response: user.ZUpdateInfoResponse,
  access: 'token',
} as const satisfies CallDef;
