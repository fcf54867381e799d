import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as payments from '../schemas/payments';

export const paymentActivateCard = {
  name: 'paymentActivateCard',
  method: 'POST',
  path: CALL_PATHS.paymentActivateCard,
  request: payments.ZActivateCardRequest,
  response: payments.ZCardsResponse,
  access: 'client',
} as const satisfies CallDef;
