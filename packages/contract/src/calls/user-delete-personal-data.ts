import type { CallDef } from '../call-def';
import * as user from '../schemas/user';

export const userDeletePersonalData = {
  name: 'userDeletePersonalData',
  method: 'POST',
  path: 'user/deletepersonaldata/',
  request: user.ZDeletePersonalDataRequest,
  response: user.ZClientResponse,
  access: 'client',
} as const satisfies CallDef;
