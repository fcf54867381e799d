import type { CallDef } from '../call-def';
import * as auth from '../schemas/auth';

export const authConfirmation = {
  name: 'authConfirmation',
  method: 'POST',
  path: 'auth/confirmation/',
  request: auth.ZConfirmationRequest,
  response: auth.ZConfirmationResponse,
  access: 'public',
} as const satisfies CallDef;
