import {
  CLAIM_REPORTABLE_STATUSES,
  claimIsLate,
  formatDate,
  type Locale,
  type TClaim,
  todayInBishkek,
  type ZClaimCreateRequest,
} from '@ijara/contract';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { IdempotentRun } from '../../plugins/idempotency';
import { apiText } from '../../texts';
import type { NoticeOutbox } from '../notices/index';
import { dedupeKey } from '../notices/index';
import type { ReturnObserver } from '../subscriptions/index';
import { fileName, photoFiles, reportFile } from './files';
import type { ClaimReader, Reader } from './reader';
import type { ClaimsRepository, NewClaimFile } from './repository';

type CreateBody = z.output<typeof ZClaimCreateRequest>;

/** A phone's clock may run a little ahead of ours: "now" typed on it is not the future. */
const CLOCK_ALLOWANCE_MS = 60_000;

const field = (name: string, text: 'claimHappenedInFuture' | 'claimPoliceReportRequired') =>
  new AppError('validation_failed', { text, fields: { [name]: text } });

export interface CreateInput extends Reader {
  body: CreateBody;
  ip: string | null;
  locale: Locale;
  /** The request's Idempotency-Key: the claim is its effect, spent in the claim's transaction. */
  intent: IdempotentRun;
}

/**
 * Reporting a claim (docs/decisions/059): claim/create/ on the subscription's page, and the claim a
 * damaged return opens. The files are made before the transaction; the claim, its files, its audit row
 * and its notice commit together, under the subscription's row lock.
 */
export class ClaimReports {
  constructor(
    private readonly db: Db,
    private readonly repository: ClaimsRepository,
    private readonly reader: ClaimReader,
    private readonly outbox: NoticeOutbox,
    private readonly clock: Clock,
  ) {}

  async create(input: CreateInput): Promise<TClaim> {
    const { body } = input;
    const now = this.clock.now();
    const happenedAt = new Date(body.happenedAt);
    if (happenedAt.getTime() > now.getTime() + CLOCK_ALLOWANCE_MS)
      throw field('happenedAt', 'claimHappenedInFuture');
    if (body.kind === 'stolen' && body.policeReport === undefined) {
      throw field('policeReport', 'claimPoliceReportRequired');
    }
    // What the transaction would refuse is refused before the photos are decoded.
    const owned = await this.repository.subscriptionOf(this.db, body.subscriptionID, input.clientId);
    if (!owned) throw new AppError('not_found', { text: 'subscriptionNotFound' });
    if (!CLAIM_REPORTABLE_STATUSES.includes(owned.status)) {
      throw new AppError('status_not_allowed', { text: 'claimNotReportable' });
    }
    const files: NewClaimFile[] = await photoFiles(body.photos);
    if (body.policeReport) files.push(await reportFile(body.policeReport));
    const claimId = await this.db.transaction(async (tx) => {
      const subscription = await this.repository.lockSubscription(tx, body.subscriptionID, input.clientId);
      if (!subscription) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      if (!CLAIM_REPORTABLE_STATUSES.includes(subscription.status)) {
        throw new AppError('status_not_allowed', { text: 'claimNotReportable' });
      }
      // Older orders have no instant of their hand-over: the start of its day in Bishkek.
      const handedOver =
        subscription.handedOverAt ??
        (subscription.startDate ? new Date(`${subscription.startDate}T00:00:00+06:00`) : null);
      // The form picks minutes: an event in the minute of the hand-over is after it.
      if (handedOver && happenedAt.getTime() < startOfMinute(handedOver)) throw beforeHandover(handedOver);
      if ((await this.repository.openClaim(tx, subscription.id)) !== null) throw openExists();
      const claim = await this.repository.insert(tx, {
        subscriptionId: subscription.id,
        clientId: input.clientId,
        kind: body.kind,
        source: 'client',
        status: 'received',
        happenedAt,
        reportedAt: now,
        late: claimIsLate(happenedAt, now),
        description: body.description,
        insured: subscription.insurance,
        deviceValue: subscription.deviceValue,
        unitId: await this.repository.heldUnit(tx, subscription.id),
      });
      if (!claim) throw openExists();
      await this.repository.insertFiles(tx, claim.id, files);
      await input.intent.recordEffect(tx, claim.id);
      await writeAudit(tx, {
        actor: 'client',
        action: 'claim.created',
        clientId: input.clientId,
        entity: 'claim',
        entityId: claim.id,
        ip: input.ip,
        details: {
          subscriptionId: subscription.id,
          kind: claim.kind,
          late: claim.late,
          files: files.length,
          after: { status: claim.status },
        },
      });
      await this.received(tx, claim.clientId, claim.id, subscription.id);
      return claim.id;
    });
    return this.reader.one(input, claimId, input.locale);
  }

  /** A retry of a key whose claim committed without an answer kept: the claim as it is now. */
  replay(reader: Reader, claimId: number, locale: Locale): Promise<TClaim> {
    return this.reader.one(reader, claimId, locale);
  }

  /**
   * A return received as damaged opens a claim of its own (kind broken, source return), with the
   * return's condition photos, already being assessed by whoever received it; in the return's
   * transaction. A subscription with an open claim keeps that one.
   */
  readonly onReturn: ReturnObserver = async (tx, row, returned) => {
    if (returned.condition !== 'damaged') return;
    const now = this.clock.now();
    const record = await this.repository.returnPhotos(tx, row.id);
    const files: NewClaimFile[] = record.flatMap((photo, index) =>
      photo.bytes && photo.thumb
        ? [
            {
              name: fileName(),
              role: 'photo' as const,
              type: 'image' as const,
              position: index + 1,
              width: photo.width,
              height: photo.height,
              bytes: photo.bytes,
              thumb: photo.thumb,
            },
          ]
        : [],
    );
    const claim = await this.repository.insert(tx, {
      subscriptionId: row.id,
      clientId: row.clientId,
      kind: 'broken',
      source: 'return',
      status: 'assessing',
      happenedAt: now,
      reportedAt: now,
      late: false,
      description: record[0]?.note ?? '',
      insured: row.insurance,
      deviceValue: row.deviceValue,
      unitId: record[0]?.unitId ?? null,
      takenBy: returned.staffId,
      takenAt: returned.staffId === null ? null : now,
    });
    if (!claim) return;
    await this.repository.insertFiles(tx, claim.id, files);
    await writeAudit(tx, {
      actor: returned.staffId === null ? 'system' : 'staff',
      action: 'claim.created',
      clientId: row.clientId,
      entity: 'claim',
      entityId: claim.id,
      staffId: returned.staffId,
      details: {
        subscriptionId: row.id,
        kind: claim.kind,
        source: 'return',
        files: files.length,
        after: { status: claim.status },
      },
    });
    await this.received(tx, row.clientId, claim.id, row.id);
  };

  private async received(tx: Db, clientId: number, claimId: number, subscriptionId: number) {
    await this.outbox.enqueue(tx, {
      clientId,
      kind: 'claim_received',
      dedupeKey: dedupeKey.claimReceived(claimId),
      values: { claimId, subscriptionId },
    });
  }
}

const startOfMinute = (at: Date) => Math.floor(at.getTime() / 60_000) * 60_000;

const openExists = () => new AppError('status_not_allowed', { text: 'claimOpenExists' });

/** 400 naming `happenedAt`: the day the device was received, in the answer's language. */
function beforeHandover(handedOver: Date): AppError {
  const day = todayInBishkek(handedOver);
  const values = (locale: Locale) => ({ date: formatDate(day, locale) });
  return new AppError('validation_failed', {
    text: 'claimHappenedBeforeHandover',
    values,
    fieldTexts: (locale) => ({ happenedAt: apiText('claimHappenedBeforeHandover', locale, values(locale)) }),
  });
}
