import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as auth from '../schemas/auth';

export const authRegistration = {
  name: 'authRegistration',
  method: 'POST',
  path: CALL_PATHS.authRegistration,
  request: auth.ZRegistrationRequest,
  response: auth.ZRegistrationResponse,
  access: 'public',
} as const satisfies CallDef;
