import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as user from '../schemas/user';

/** Our addition: withdraws a pending deletion request before its day (docs/decisions/022). */
export const userCancelDeletion = {
  name: 'userCancelDeletion',
  method: 'POST',
  path: CALL_PATHS.userCancelDeletion,
  request: user.ZCancelDeletionRequest,
  response: user.ZClientResponse,
  access: 'client',
} as const satisfies CallDef;
