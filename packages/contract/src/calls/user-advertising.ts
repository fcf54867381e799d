import type { CallDef } from '../call-def';
import * as user from '../schemas/user';

export const userAdvertising = {
  name: 'userAdvertising',
  method: 'POST',
  path: 'user/advertising/',
  request: user.ZAdvertisingRequest,
  response: user.ZClientResponse,
  access: 'client',
} as const satisfies CallDef;
