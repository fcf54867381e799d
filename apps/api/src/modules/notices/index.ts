import { type TDevNotice, todayInBishkek } from '@ijara/contract';
import fp from 'fastify-plugin';
import type { Config } from '../../config/index';
import { jobSetting } from '../../config/jobs';
import type { DevInbox } from '../../messaging/dev-inbox';
import type { Mailer } from '../../messaging/mailer';
import type { TelegramBot } from '../../messaging/telegram-bot';
import type { Contracts } from '../contracts/index';
import type { Payments } from '../payments/index';
import type { Subscriptions } from '../subscriptions/index';
import { createNoticeChannels } from './channels/create-channels';
import { DailyScan } from './daily-scan';
import { devNoticeRoutes } from './dev-routes';
import { dedupeKey } from './kinds';
import { rememberLanguages } from './language-hook';
import { NoticeOutbox } from './outbox';
import { clientTryNotices, paymentNotices } from './payment-notices';
import { NoticeRepository } from './repository';
import { NoticeSender } from './sender';

export { dedupeKey, type NoticeKind } from './kinds';
export type { NoticeOutbox } from './outbox';
export type { NewNotice } from './repository';

/** What other modules and tests use. */
export interface Notices {
  /** Writes a notice in the caller's transaction (once per dedupe key). */
  outbox: NoticeOutbox;
  sender: NoticeSender;
  scan: DailyScan;
  /** The dev channels' outbox (null in production and with live channels only). */
  devOutbox: DevInbox<TDevNotice> | null;
  /** One run of the `notices` job: the daily scan when the Bishkek day changed, then sending what is due. */
  runOnce: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

export interface NoticesOptions {
  config: Config;
  /** Charge outcomes, observed in their transaction. */
  payments: Payments;
  /** Orders cancelled before their hand-over, observed in their transaction. */
  subscriptions: Subscriptions;
  /** The sign-in bot (auth) writes Telegram notices. */
  bot: TelegramBot;
  /** The profile's mailer sends e-mail notices. */
  mailer: Mailer;
  /** The contract's PDF, attached to its e-mail (docs/decisions/057). */
  contracts: Contracts;
}

/**
 * Notices to clients (docs/decisions/027): the outbox, the sender run by the `notices` job, the
 * daily scan, the channels, and GET|POST /api/dev/notices/ outside production.
 */
export const noticesModule = fp<NoticesOptions>(
  async (app, { config, payments, subscriptions, bot, mailer, contracts }) => {
    const { clock } = app;
    const repository = new NoticeRepository(app.db);
    const { channels, outbox: devOutbox } = createNoticeChannels(config, { bot, mailer, log: app.log });
    const production = config.NODE_ENV === 'production';
    const origin = config.PUBLIC_URL ?? (production ? null : `http://localhost:${config.PORT}`);
    if (origin === null) app.log.warn('PUBLIC_URL is not set: notices are kept in the outbox, not sent');
    const sender = new NoticeSender(
      repository,
      channels,
      clock,
      { batchSize: config.NOTICES_BATCH_SIZE, origin: origin ?? '' },
      app.log,
      {
        contract: async (notice, locale) => {
          if (notice.kind !== 'contract') return null;
          const file = await contracts.file(notice.values.subscriptionId, locale);
          return file && [{ ...file, contentType: 'application/pdf' }];
        },
      },
    );
    const scan = new DailyScan(repository, clock, app.log, {
      firstDays: config.TERM_END_NOTICE_FIRST_DAYS,
      lastDays: config.TERM_END_NOTICE_LAST_DAYS,
      graceDays: config.RETURN_GRACE_DAYS,
    });
    const outbox = new NoticeOutbox(repository, clock);
    payments.settlement.observe(paymentNotices(outbox, repository, config.ORDER_HOLD_DAYS));
    payments.payments.observeClientTries(clientTryNotices(outbox));
    subscriptions.cancel.observe((tx, cancelled) =>
      outbox
        .enqueue(tx, {
          clientId: cancelled.clientId,
          kind: 'order_cancelled',
          dedupeKey: dedupeKey.orderCancelled(cancelled.subscriptionId),
          values: {
            subscriptionId: cancelled.subscriptionId,
            amount: cancelled.refunded,
            expired: cancelled.expired,
          },
        })
        .then(() => undefined),
    );
    // The returns desk closed the subscription: "received", with what is still owed (docs/decisions/053).
    subscriptions.handOver.observeReturns(async (tx, row) => {
      await outbox.enqueue(tx, {
        clientId: row.clientId,
        kind: 'return_received',
        dedupeKey: dedupeKey.returnReceived(row.id),
        values: {
          subscriptionId: row.id,
          date: todayInBishkek(clock.now()),
          owed: await repository.owedBy(tx, row.id),
        },
      });
    });
    rememberLanguages(app, repository);
    app.decorate('notices', {
      outbox,
      sender,
      scan,
      devOutbox,
      runOnce: async () => {
        await scan.runIfNewDay();
        if (origin !== null) await sender.runOnce();
      },
    });
    if (devOutbox) await app.register(devNoticeRoutes, { outbox: devOutbox, sender, scan });
    app.jobs.add({
      name: 'notices',
      ...jobSetting(config, 'NOTICES'),
      mode: 'exclusive',
      run: app.notices.runOnce,
    });
  },
  {
    name: 'notices',
    dependencies: ['clock', 'database', 'payments', 'subscriptions', 'jobs', 'contracts'],
  },
);
