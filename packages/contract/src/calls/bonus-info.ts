import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import { ZEmptyRequest } from '../envelope';
import * as bonus from '../schemas/bonus';

/** Our addition: the points balance and its history for the bonus page. */
export const bonusInfo = {
  name: 'bonusInfo',
  method: 'GET',
  path: CALL_PATHS.bonusInfo,
  request: ZEmptyRequest,
  response: bonus.ZBonusInfoResponse,
  access: 'client',
} as const satisfies CallDef;
