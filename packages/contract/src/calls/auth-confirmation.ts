import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as auth from '../schemas/auth';

export const authConfirmation = {
  name: 'authConfirmation',
  method: 'POST',
  path: CALL_PATHS.authConfirmation,
  request: auth.ZConfirmationRequest,
  response: auth.ZConfirmationResponse,
  access: 'public',
} as const satisfies CallDef;
