import type { CallDef } from '../call-def';
import { ZEmptyRequest } from '../envelope';
import * as user from '../schemas/user';

export const userGetInfo = {
  name: 'userGetInfo',
  method: 'GET',
  path: 'user/getinfo/',
  request: ZEmptyRequest,
  response: user.ZGetInfoResponse,
  access: 'token',
} as const satisfies CallDef;
