import type { CallDef } from '../call-def';
import * as auth from '../schemas/auth';

export const authRegistration = {
  name: 'authRegistration',
  method: 'POST',
  path: 'auth/registration/',
  request: auth.ZRegistrationRequest,
  response: auth.ZRegistrationResponse,
  access: 'public',
} as const satisfies CallDef;
