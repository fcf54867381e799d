import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as payments from '../schemas/payments';

export const paymentRemoveCard = {
  name: 'paymentRemoveCard',
  method: 'POST',
  path: CALL_PATHS.paymentRemoveCard,
  request: payments.ZRemoveCardRequest,
  response: payments.ZCardsResponse,
  access: 'client',
} as const satisfies CallDef;
