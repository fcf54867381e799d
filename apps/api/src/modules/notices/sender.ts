import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { mapLimit } from '../../lib/map-limit';
import { describeFailure, isPermanentFailure } from '../../messaging/transport';
import { channelOrder, type NoticeChannelName } from './channel-order';
import type { NoticeChannel } from './channels/types';
import { NOTICE_CATEGORY, renderNotice } from './kinds';
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
    const skip = !addressee
      ? 'no such client'
      : addressee.erased
        ? 'personal data erased'
        : NOTICE_CATEGORY[notice.kind] === 'marketing' && !addressee.advertising
          ? 'no advertising consent'
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
    const message = { kind: notice.kind, locale, ...rendered };
    const refusals: string[] = [];
    for (const name of channelOrder(addressee.communication)) {
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
