import { DEV_MAIL_PATH, ZDevMailQuery, ZDevMailResponse } from '@ijara/contract';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { createMailer } from '../../messaging/create-transports';
import { addDevDoor } from '../../messaging/dev-door';
import type { DevMailbox } from '../../messaging/dev-mailer';
import type { Mailer } from '../../messaging/mailer';
import type { CatalogService } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import { profileCalls } from './calls';
import { MailDispatch } from './email/mail-dispatch';
import { VerificationRepository } from './email/verification-repository';
import { EmailVerification } from './email/verification-service';
import { ProfileRepository } from './repository';
import { ProfileService } from './service';

export { type ClientRow, toClient } from './to-client';

/**
 * What tests read: the dev mailbox (null with SMTP or in production) and the sends under way; the
 * mailer itself, which the notices module sends e-mail notices through.
 */
export interface Mail {
  mailer: Mailer;
  mailbox: DevMailbox | null;
  settled: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export interface ProfileOptions {
  config: Config;
  /** Checks the city a client chooses. */
  catalog: CatalogService;
  /** The clients module's writes: profile changes, verified addresses, a new employer's list. */
  clients: ClientWrites;
}

/**
 * The client's own data: user/getinfo/, user/updateinfo/, user/advertising/, user/verifyemail/; the
 * verification e-mail (SMTP, or the dev mailbox with GET /api/dev/mail/ outside production).
 */
export const profileModule = fp<ProfileOptions>(
  async (app, { config, catalog, clients }) => {
    const { mailer, mailbox } = createMailer(config, app.log);
    const dispatch = new MailDispatch(mailer, app.log);
    const verification = new EmailVerification(
      new VerificationRepository(app.db, clients),
      dispatch,
      config.PUBLIC_URL,
    );
    app.addCalls(
      profileCalls(
        new ProfileService(
          new ProfileRepository(app.db, clients),
          catalog,
          verification,
          clients.confirmByList,
        ),
      ),
    );
    app.decorate('mail', { mailer, mailbox, settled: () => dispatch.settled() });
    if (mailbox) {
      // GET /api/dev/mail/?to= — what the dev mailer "sent" to an address (e2e journeys open the link).
      addDevDoor(app, {
        path: DEV_MAIL_PATH,
        querystring: ZDevMailQuery,
        response: ZDevMailResponse,
        inbox: mailbox,
        recipient: (query) => query.to,
      });
    }
    app.addHook('onClose', async () => {
      await dispatch.settled();
      await mailer.close();
    });
  },
  { name: 'profile', dependencies: ['database', 'call-registry'] },
);
