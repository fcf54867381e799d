import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as user from '../schemas/user';

export const userAdvertising = {
  name: 'userAdvertising',
  method: 'POST',
  path: CALL_PATHS.userAdvertising,
  request: user.ZAdvertisingRequest,
  response: user.ZClientResponse,
  access: 'client',
} as const satisfies CallDef;
