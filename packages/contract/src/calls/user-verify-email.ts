import type { CallDef } from '../call-def';
import { ZOkResponse } from '../envelope';
import * as user from '../schemas/user';

export const userVerifyEmail = {
  name: 'userVerifyEmail',
  method: 'POST',
  path: 'user/verifyemail/',
  request: user.ZVerifyEmailRequest,
  response: ZOkResponse,
  access: 'public',
} as const satisfies CallDef;
