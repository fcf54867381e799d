import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { SessionService } from './session-service';
import type { SignInService } from './sign-in-service';
import type { TelegramSignIn } from './telegram/telegram-service';

export interface AuthServices {
  signIn: SignInService;
  sessions: SessionService;
  telegram: TelegramSignIn;
}

export function authCalls({ signIn, sessions, telegram }: AuthServices): CallHandlers {
  return {
    authRegistration: async ({ body, request }) => {
      const sent = await signIn.start({ ...body, ip: request.ip, locale: request.locale });
      return { statusCode: '200', ...sent };
    },
    authConfirmation: async ({ body, request }) => {
      const { token, clientId } = await signIn.confirm(body.phone, body.code, request.ip);
      return { statusCode: '200', token, clientID: clientId };
    },
    authLogout: async ({ request }) => {
      await sessions.revoke(principalOf(request), request.ip);
      return { statusCode: '200' };
    },
    authTelegramStart: async ({ body, request }) => ({
      statusCode: '200',
      ...(await telegram.start(body.city, body.company, request.ip)),
    }),
    authTelegramPoll: async ({ body, request }) => ({
      statusCode: '200',
      ...(await telegram.poll(body.ticket, request.ip)),
    }),
  };
}
