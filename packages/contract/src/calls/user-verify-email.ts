import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZOkResponse } from '../envelope';
import * as user from '../schemas/user';

export const userVerifyEmail = {
  name: 'userVerifyEmail',
  method: 'POST',
  path: CALL_PATHS.userVerifyEmail,
  request: user.ZVerifyEmailRequest,
  response: ZOkResponse,
  access: 'public',
} as const satisfies CallDef;
