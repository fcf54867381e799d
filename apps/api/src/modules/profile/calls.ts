import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { ProfileService, Requester } from './service';

function requester(request: FastifyRequest): Requester {
  return { ip: request.ip, locale: request.locale, origin: `${request.protocol}://${request.host}` };
}

export function profileCalls(profile: ProfileService): CallHandlers {
  return {
    userGetInfo: async ({ request }) => ({
      statusCode: '200',
      client: await profile.get(principalOf(request).clientId),
    }),
    userUpdateInfo: async ({ body, request }) => ({
      statusCode: '200',
      client: await profile.update(principalOf(request).clientId, body, requester(request)),
    }),
    userAdvertising: async ({ body, request }) => ({
      statusCode: '200',
      client: await profile.setAdvertising(principalOf(request).clientId, body.advertising, request.ip),
    }),
    userVerifyEmail: async ({ body, request }) => {
      await profile.verifyEmail(body.token, request.ip);
      return { statusCode: '200' };
    },
  };
}
