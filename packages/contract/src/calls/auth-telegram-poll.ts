import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as auth from '../schemas/auth';

export const authTelegramPoll = {
  name: 'authTelegramPoll',
  method: 'POST',
  path: CALL_PATHS.authTelegramPoll,
  request: auth.ZTelegramPollRequest,
  response: auth.ZTelegramPollResponse,
  access: 'public',
} as const satisfies CallDef;
