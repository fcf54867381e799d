import type { CallDef } from '../call-def';
import * as auth from '../schemas/auth';

export const authTelegramPoll = {
  name: 'authTelegramPoll',
  method: 'POST',
  path: 'auth/telegram/poll/',
  request: auth.ZTelegramPollRequest,
  response: auth.ZTelegramPollResponse,
  access: 'public',
} as const satisfies CallDef;
