import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { ContractService } from './service';

export function contractCalls(contracts: ContractService): CallHandlers {
  return {
    subscriptionContract: async ({ params, request }) => ({
      statusCode: '200',
      pdf: await contracts.link(principalOf(request), params.subscription, request.locale),
    }),
  };
}
