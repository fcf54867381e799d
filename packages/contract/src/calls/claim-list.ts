import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as claims from '../schemas/claims';

/** Ours (docs/decisions/059): the claims of one of the client's subscriptions, newest first. */
export const claimList = {
  name: 'claimList',
  method: 'POST',
  path: CALL_PATHS.claimList,
  request: claims.ZClaimListRequest,
  response: claims.ZClaimListResponse,
  access: 'client',
  readOnly: true,
} as const satisfies CallDef;
