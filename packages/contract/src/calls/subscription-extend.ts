import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as extend from '../schemas/extend';

/** Ours (docs/decisions/056): a new term of the same device, with the Idempotency-Key of the confirm. */
export const subscriptionExtend = {
  name: 'subscriptionExtend',
  method: 'POST',
  path: CALL_PATHS.subscriptionExtend,
  request: extend.ZExtendRequest,
  response: extend.ZExtendResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
