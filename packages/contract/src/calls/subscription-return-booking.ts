import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as subs from '../schemas/subscriptions';

export const subscriptionReturnBooking = {
  name: 'subscriptionReturnBooking',
  method: 'POST',
  path: CALL_PATHS.subscriptionReturnBooking,
  request: subs.ZReturnBookingRequest,
  response: subs.ZReturnBookingResponse,
  access: 'client',
} as const satisfies CallDef;
