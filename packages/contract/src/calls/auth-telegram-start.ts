import type { CallDef } from '../call-def';
import * as auth from '../schemas/auth';

export const authTelegramStart = {
  name: 'authTelegramStart',
  method: 'POST',
  path: 'auth/telegram/start/',
  request: auth.ZTelegramStartRequest,
  response: auth.ZTelegramStartResponse,
  access: 'public',
} as const satisfies CallDef;
