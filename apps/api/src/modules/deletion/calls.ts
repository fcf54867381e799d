import { bearer, principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { DeletionRequests } from './request-service';

export function deletionCalls(requests: DeletionRequests): CallHandlers {
  return {
    userDeletePersonalData: async ({ body, request }) => ({
      statusCode: '200',
      client: await requests.request({
        clientId: principalOf(request).clientId,
        agreement: body.agreement,
        token: bearer(request),
        ip: request.ip,
        locale: request.locale,
      }),
    }),
    userCancelDeletion: async ({ request }) => ({
      statusCode: '200',
      client: await requests.cancel(principalOf(request).clientId, request.ip),
    }),
  };
}
