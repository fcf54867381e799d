import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as auth from '../schemas/auth';

export const authTelegramStart = {
  name: 'authTelegramStart',
  method: 'POST',
  path: CALL_PATHS.authTelegramStart,
  request: auth.ZTelegramStartRequest,
  response: auth.ZTelegramStartResponse,
  access: 'public',
} as const satisfies CallDef;
