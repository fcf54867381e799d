import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as claims from '../schemas/claims';

/** Ours (docs/decisions/059): pays a decided claim by card and/or points when its charge did not go through. */
export const claimPay = {
  name: 'claimPay',
  method: 'POST',
  path: CALL_PATHS.claimPay,
  request: claims.ZClaimPayRequest,
  response: claims.ZClaimPayResponse,
  access: 'client',
  idempotent: true,
} as const satisfies CallDef;
