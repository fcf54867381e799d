import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as user from '../schemas/user';

export const userDeletePersonalData = {
  name: 'userDeletePersonalData',
  method: 'POST',
  path: CALL_PATHS.userDeletePersonalData,
  request: user.ZDeletePersonalDataRequest,
  response: user.ZClientResponse,
  access: 'client',
} as const satisfies CallDef;
