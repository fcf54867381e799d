import type { Locale } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { mapLimit } from '../../lib/map-limit';
import type { MailAttachment } from '../../messaging/mailer';
import { describeFailure, isPermanentFailure } from '../../messaging/transport';
import { channelOrder, type NoticeChannelName } from './channel-order';
import type { NoticeChannel } from './channels/types';
import { NOTICE_CATEGORY, type NoticeKind, ONLY_CHANNELS, renderNotice, type StoredNotice } from './kinds';
import { isQuiet } from './quiet-hours';
import type { ClaimedNotice, NoticeRepository } from './repository';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, nextTryAt } from './retry-schedule';

export interface SenderSettings {
  batchSize: number;
  /** The site's origin for links, e.g. https://lk.ijara.kg. */
  origin: string;
}

export interface SendRun {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  /** Nothing was claimed: quiet hours in Bishkek. */
  held: boolean;
}

const CONCURRENCY = 4;

/**
 * The files a notice carries, made when it is sent in the client's language (the contract's PDF); null
 * when what it would attach is gone, and the notice is skipped.
 */
export type NoticeAttachments = Partial<
  Record<NoticeKind, (notice: StoredNotice, locale: Locale) => Promise<MailAttachment[] | null>>
>;

/**
 * Sends what the outbox holds, in every api process at once if need be: each claim leases its rows
 * with FOR UPDATE SKIP LOCKED, and only the try's holder writes its outcome. A channel that refuses
 * for good hands over to the next one in the client's order; one that may recover is tried again
 * after a backoff (retry-schedule.ts).
 */
export class NoticeSender {
  constructor(
    private readonly repository: NoticeRepository,
    private readonly channels: Partial<Record<NoticeChannelName, NoticeChannel>>,
    private readonly clock: Clock,
    private readonly settings: SenderSettings,
    private readonly log: FastifyBaseLogger,
    private readonly attachments: NoticeAttachments = {},
  ) {}

  /**
   * Sends every due notice (of one client only with `clientId`). In the quiet hours nothing is
   * claimed unless `ignoreQuietHours` (the dev door of e2e journeys).
   */
  async runOnce(options: { clientId?: number; ignoreQuietHours?: boolean } = {}): Promise<SendRun> {
    const run: SendRun = { sent: 0, retried: 0, failed: 0, skipped: 0, held: false };
    if (!options.ignoreQuietHours && isQuiet(this.clock.now())) return { ...run, held: true };
    for (;;) {
      const now = this.clock.now();
      const claims = await this.repository.claim(
        now,
        new Date(now.getTime() + CLAIM_LEASE_MS),
        this.settings.batchSize,
        options.clientId,
      );
      // Clients in parallel, each client's notices one after another: a reminder does not overtake
      // the message written before it.
      await mapLimit([...groupByClient(claims).values()], CONCURRENCY, async (notices) => {
        for (const notice of notices) run[await this.deliver(notice)] += 1;
      });
      if (claims.length < this.settings.batchSize) break;
    }
    if (run.sent + run.retried + run.failed + run.skipped > 0) this.log.info({ ...run }, 'notices run');
    return run;
  }

  private async deliver(notice: ClaimedNotice): Promise<'sent' | 'retried' | 'failed' | 'skipped'> {
    const addressee = await this.repository.addressee(notice.clientId);
    const only = ONLY_CHANNELS[notice.kind];
    const skip = !addressee
      ? 'no such client'
      : addressee.erased
        ? 'personal data erased'
        : NOTICE_CATEGORY[notice.kind] === 'marketing' && !addressee.advertising
          ? 'no advertising consent'
          : only?.every((name) => name === 'email') && addressee.recipient.email === null
            ? 'no verified e-mail'
            : !(await this.repository.stillTrue(notice))
              ? 'no longer true'
              : null;
    if (skip !== null || !addressee) {
      await this.repository.finish(notice, { status: 'skipped', lastError: skip ?? 'no such client' });
      return 'skipped';
    }
    const { recipient, locale } = addressee;
    const device = await this.repository.deviceOf(notice);
    const rendered = renderNotice(notice, locale, this.settings.origin, device);
    const attach = this.attachments[notice.kind];
    const files = attach ? await attach(notice, locale) : undefined;
    if (files === null) {
      await this.repository.finish(notice, { status: 'skipped', lastError: 'no longer true' });
      return 'skipped';
    }
    const message = { kind: notice.kind, locale, ...rendered, ...(files ? { attachments: files } : {}) };
    const refusals: string[] = [];
    const order = channelOrder(addressee.communication).filter((name) => !only || only.includes(name));
    for (const name of order) {
      const channel = this.channels[name];
      if (!channel?.reaches(recipient)) continue;
      try {
        await channel.send(recipient, message);
        await this.repository.finish(notice, {
          status: 'sent',
          channel: name,
          lastError: refusals.length > 0 ? refusals.join('; ') : null,
        });
        return 'sent';
      } catch (error) {
        const failure = describeFailure(name, error);
        this.log.warn({ noticeId: notice.id, channel: name, failure }, 'notice channel failed');
        if (isPermanentFailure(error)) {
          refusals.push(failure);
          continue;
        }
        const next = notice.attempt < MAX_ATTEMPTS ? nextTryAt(notice.attempt, this.clock.now()) : null;
        if (next === null) {
          await this.repository.finish(notice, { status: 'failed', lastError: failure });
          return 'failed';
        }
        await this.repository.finish(notice, { status: 'pending', lastError: failure, nextAttemptAt: next });
        return 'retried';
      }
    }
    const lastError = refusals.length > 0 ? refusals.join('; ') : 'no configured channel reaches the client';
    await this.repository.finish(notice, { status: 'failed', lastError });
    return 'failed';
  }
}

function groupByClient(notices: readonly ClaimedNotice[]): Map<number, ClaimedNotice[]> {
  const groups = new Map<number, ClaimedNotice[]>();
  for (const notice of notices) {
    const group = groups.get(notice.clientId);
    if (group) group.push(notice);
    else groups.set(notice.clientId, [notice]);
  }
  return groups;
}
