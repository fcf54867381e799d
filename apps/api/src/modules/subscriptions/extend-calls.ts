import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import { idempotentRun } from '../../plugins/idempotency';
import type { ExtendService } from './extend-service';

/**
 * subscription/extend-quote/ and subscription/extend/ (docs/decisions/056). The extension is an
 * Idempotency-Key call: a repeated key answers the first answer; one whose extension committed without
 * an answer kept answers the subscription as it is now.
 */
export function extendCalls(extend: ExtendService): CallHandlers {
  return {
    subscriptionExtendQuote: async ({ body, request }) => ({
      statusCode: '200',
      quote: await extend.quote(principalOf(request).clientId, body.subscriptionID, request.locale),
    }),
    subscriptionExtend: async ({ body, request }) => {
      const run = idempotentRun(request);
      const subscription =
        run.replayOf !== null
          ? await extend.replay(run.replayOf, request.locale)
          : await extend.extend({
              clientId: principalOf(request).clientId,
              subscriptionId: body.subscriptionID,
              term: body.term,
              monthly: body.monthly,
              ip: request.ip,
              locale: request.locale,
              intent: run,
            });
      return { statusCode: '200', subscription };
    },
  };
}
