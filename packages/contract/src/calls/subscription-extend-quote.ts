import type { CallDef } from '../call-def';
import { CALL_PATHS } from '../call-paths';
import * as extend from '../schemas/extend';

/** Ours (docs/decisions/056): the terms a subscription may be extended by today, each priced and dated. */
export const subscriptionExtendQuote = {
  name: 'subscriptionExtendQuote',
  method: 'POST',
  path: CALL_PATHS.subscriptionExtendQuote,
  request: extend.ZExtendQuoteRequest,
  response: extend.ZExtendQuoteResponse,
  access: 'client',
  readOnly: true,
} as const satisfies CallDef;
