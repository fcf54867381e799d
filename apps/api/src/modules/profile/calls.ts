import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { ProfileService } from './service';

export function profileCalls(profile: ProfileService): CallHandlers {
  return {
    userGetInfo: async ({ request }) => ({
      statusCode: '200',
      client: await profile.get(principalOf(request).clientId),
    }),
    userUpdateInfo: async ({ body, request }) => ({
      statusCode: '200',
      client: await profile.update(principalOf(request).clientId, body, request.ip),
    }),
  };
}
