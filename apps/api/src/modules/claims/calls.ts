import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import { idempotentRun } from '../../plugins/idempotency';
import type { ClaimPayments } from './pay-service';
import type { ClaimReader } from './reader';
import type { ClaimReports } from './report-service';

/**
 * claim/create/, claim/list/, claim/pay/ (docs/decisions/059). The two that write are Idempotency-Key
 * calls: a key whose claim (or payment) committed without an answer kept replays it as it is now.
 */
export function claimCalls(
  reports: ClaimReports,
  reader: ClaimReader,
  payments: ClaimPayments,
): CallHandlers {
  return {
    claimCreate: async ({ body, request }) => {
      const { clientId, sessionId } = principalOf(request);
      const run = idempotentRun(request);
      const claim =
        run.replayOf !== null
          ? await reports.replay({ clientId, sessionId }, run.replayOf, request.locale)
          : await reports.create({
              clientId,
              sessionId,
              body,
              ip: request.ip,
              locale: request.locale,
              intent: run,
            });
      return { statusCode: '200', claim };
    },
    claimList: async ({ body, request }) => {
      const { clientId, sessionId } = principalOf(request);
      return {
        statusCode: '200',
        claims: await reader.list({ clientId, sessionId }, body.subscriptionID, request.locale),
      };
    },
    claimPay: async ({ body, request }) => {
      const { clientId, sessionId } = principalOf(request);
      const run = idempotentRun(request);
      const answer =
        run.replayOf !== null
          ? await payments.replay({ clientId, sessionId }, body.claimID, run.replayOf, request.locale)
          : await payments.pay({
              clientId,
              sessionId,
              claimId: body.claimID,
              amount: body.amount,
              usePoints: body.usePoints ?? false,
              ip: request.ip,
              locale: request.locale,
              intent: run,
            });
      return { statusCode: '200', ...answer };
    },
  };
}
