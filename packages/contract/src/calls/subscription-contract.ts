import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as contract from '../schemas/contract-pdf';

/**
 * Ours (docs/decisions/057): a signed link to one of the client's subscriptions' contract as a PDF. A
 * GET, like payment/receipt/{id}/: an account that is read-only (a deletion pending) may still get it.
 */
export const subscriptionContract = {
  name: 'subscriptionContract',
  method: 'GET',
  path: CALL_PATHS.subscriptionContract,
  request: ZEmptyRequest,
  response: contract.ZContractResponse,
  access: 'client',
} as const satisfies CallDef;
