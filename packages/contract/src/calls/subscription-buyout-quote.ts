import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as buyout from '../schemas/buyout';

/** Ours (docs/decisions/055): what buying the device out costs today, item by item. */
export const subscriptionBuyoutQuote = {
  name: 'subscriptionBuyoutQuote',
  method: 'POST',
  path: CALL_PATHS.subscriptionBuyoutQuote,
  request: buyout.ZBuyoutQuoteRequest,
  response: buyout.ZBuyoutQuoteResponse,
  access: 'client',
  readOnly: true,
} as const satisfies CallDef;
