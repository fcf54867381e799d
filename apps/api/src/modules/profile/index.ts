import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import type { CatalogService } from '../catalog/index';
import { profileCalls } from './calls';
import { createMailer } from './email/create-mailer';
import { devMailRoutes } from './email/dev-mail-routes';
import type { DevMailbox } from './email/dev-mailbox';
import { MailDispatch } from './email/mail-dispatch';
import type { Mailer } from './email/mailer';
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
}

/**
 * The client's own data: user/getinfo/, user/updateinfo/, user/advertising/, user/verifyemail/; the
 * verification e-mail (SMTP, or the dev mailbox with GET /api/dev/mail/ outside production).
 */
export const profileModule = fp<ProfileOptions>(
  async (app, { config, catalog }) => {
    const { mailer, mailbox } = createMailer(config, app.log);
    const dispatch = new MailDispatch(mailer, app.log);
    const verification = new EmailVerification(
      new VerificationRepository(app.db),
      dispatch,
      config.PUBLIC_URL,
    );
    app.addCalls(profileCalls(new ProfileService(new ProfileRepository(app.db), catalog, verification)));
    app.decorate('mail', { mailer, mailbox, settled: () => dispatch.settled() });
    if (mailbox) await app.register(devMailRoutes, { mailbox });
    app.addHook('onClose', async () => {
      await dispatch.settled();
      await mailer.close();
    });
  },
  { name: 'profile', dependencies: ['database', 'call-registry'] },
);
