import { claimOutcomesFor, type Locale } from '@ijara/contract';
import {
  STAFF_API_PREFIX,
  STAFF_CLAIMS_LIMIT,
  type TStaffClaim,
  type TStaffClaimBasis,
  type TStaffClaimDetail,
  type TStaffClaimFile,
  type TStaffClaimQuote,
  type ZStaffClaimDecideRequest,
  type ZStaffClaimsQuery,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { pick } from '../../lib/localize';
import type { AuditTrail } from '../audit-desk/index';
import { type Claims, claimAmount, type DecidedPayment } from '../claims/index';
import { reachOf, type StaffRow } from '../staff/index';
import { ClaimsDeskRepository, type DeskClaimDetailRow, type DeskClaimRow } from './repository';

type DecideBody = z.output<typeof ZStaffClaimDecideRequest>;
type ListQuery = z.output<typeof ZStaffClaimsQuery>;

/** The unit's trail shows at most this many rows (its stock page shows the rest). */
const HISTORY_LIMIT = 50;
const CLAIMS_PATH = `${STAFF_API_PREFIX}claims/`;

const notHere = () => new AppError('not_found', { text: 'staffClaimNotHere' });
const iso = (value: string | Date) => new Date(value).toISOString();

function toClaim(row: DeskClaimRow, locale: Locale): TStaffClaim {
  return {
    id: row.id,
    subscriptionID: row.subscription_id,
    clientID: row.client_id,
    clientName: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    model: pick(locale, row.model_ru, row.model_en),
    serial: row.serial,
    kind: row.kind,
    status: row.status,
    source: row.source,
    happenedAt: iso(row.happened_at),
    reportedAt: iso(row.reported_at),
    late: row.late,
    insured: row.insured,
    office: row.office_ru === null ? null : pick(locale, row.office_ru, row.office_en ?? row.office_ru),
    city: pick(locale, row.city_ru, row.city_en),
    takenBy: row.taken_by,
    outcome: row.outcome,
    amount: row.amount,
    version: row.version,
  };
}

const fileLink = (kind: 'file' | 'condition-photo', id: number, size: 'thumb' | 'full') =>
  `${CLAIMS_PATH}${kind}/?id=${id}&size=${size}`;

function claimFile(file: { id: number; type: 'image' | 'pdf' }): TStaffClaimFile {
  return {
    id: file.id,
    type: file.type,
    url: fileLink('file', file.id, 'full'),
    thumb: file.type === 'image' ? fileLink('file', file.id, 'thumb') : null,
  };
}

/**
 * What each outcome the kind allows would cost, by the offer: with the cover and, on a late report
 * of an insured subscription, without it. A repair cost not assessed yet is null.
 */
function quotes(row: DeskClaimDetailRow): TStaffClaimQuote[] {
  const claim = { kind: row.kind, insured: row.insured, deviceValue: row.device_value };
  const covers = row.insured && row.late ? [true, false] : [row.insured];
  return claimOutcomesFor(row.kind).flatMap((outcome) =>
    covers.map((coverApplies) => {
      const amount = claimAmount(claim, outcome, coverApplies, undefined);
      const basis: TStaffClaimBasis =
        outcome === 'rejected'
          ? 'rejected'
          : row.kind === 'broken'
            ? coverApplies
              ? 'covered'
              : 'assessed'
            : row.kind === 'stolen' && coverApplies
              ? 'theft_share'
              : 'full_value';
      return { outcome, coverApplies, basis, amount };
    }),
  );
}

/** The staff's claims (docs/decisions/059): lists and pages within reach, and the writes through app.claims. */
export class ClaimsDesk {
  private readonly repository = new ClaimsDeskRepository();

  constructor(
    private readonly db: Db,
    private readonly claims: Claims,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async list(person: StaffRow, query: ListQuery, locale: Locale): Promise<TStaffClaim[]> {
    const rows = await this.repository.list(this.db, reachOf(person), query, STAFF_CLAIMS_LIMIT);
    return rows.map((row) => toClaim(row, locale));
  }

  async one(person: StaffRow, id: number, locale: Locale): Promise<TStaffClaimDetail> {
    const row = await this.repository.one(this.db, reachOf(person), id);
    if (!row) throw notHere();
    const [files, conditions, units, history] = await Promise.all([
      this.repository.files(this.db, row.id),
      this.repository.conditions(this.db, row.subscription_id),
      this.repository.freeUnits(this.db, row, this.clock.now()),
      row.unit_id === null ? Promise.resolve([]) : this.audit.ofUnit(row.unit_id, HISTORY_LIMIT),
    ]);
    const report = files.find((file) => file.role === 'report');
    return {
      ...toClaim(row, locale),
      description: row.description,
      photos: files.filter((file) => file.role === 'photo').map(claimFile),
      policeReport: report ? claimFile(report) : null,
      subscription: {
        id: row.subscription_id,
        status: row.s_status,
        insurance: row.s_insurance,
        deviceValue: row.s_device_value,
        term: row.term,
        startDate: row.start_date,
        endDate: row.end_date,
        handedOverAt: row.handed_over_at === null ? null : iso(row.handed_over_at),
        delivery: row.delivery,
        unitID: row.unit_id,
      },
      conditions: conditions.map((record) => ({
        kind: record.kind,
        at: iso(record.created_at),
        staffName: record.staff_name,
        imei: record.imei,
        accessories: record.accessories,
        note: record.note,
        outcome: record.outcome,
        photos: (record.photo_ids ?? []).map((photoId) => ({
          id: photoId,
          type: 'image' as const,
          url: fileLink('condition-photo', photoId, 'full'),
          thumb: fileLink('condition-photo', photoId, 'thumb'),
        })),
      })),
      unitHistory: history,
      quotes: quotes(row),
      replacementUnits: units.map((unit) => ({
        serial: unit.serial,
        imei: unit.imei,
        office:
          unit.office_ru === null ? null : pick(locale, unit.office_ru, unit.office_en ?? unit.office_ru),
      })),
      coverApplies: row.cover_applies,
      repairCost: row.repair_cost,
      computedAmount: row.computed_amount,
      reason: row.reason,
      decidedBy: row.decided_by,
      decidedAt: row.decided_at === null ? null : iso(row.decided_at),
      replacement: row.replacement_serial ? { from: row.replaced_serial, to: row.replacement_serial } : null,
      paymentID: row.payment_id,
      paymentStatus: row.payment_status,
    };
  }

  async take(person: StaffRow, id: number, version: number, ip: string, locale: Locale) {
    if (!(await this.repository.inReach(this.db, reachOf(person), id))) throw notHere();
    await this.claims.decisions.take(id, version, { id: person.id, name: person.name, ip });
    return this.one(person, id, locale);
  }

  async decide(
    person: StaffRow,
    body: DecideBody,
    ip: string,
    locale: Locale,
  ): Promise<{ claim: TStaffClaimDetail; payment: DecidedPayment }> {
    if (!(await this.repository.inReach(this.db, reachOf(person), body.id))) throw notHere();
    const payment = await this.claims.decisions.decide({
      claimId: body.id,
      version: body.version,
      outcome: body.outcome,
      coverApplies: body.coverApplies,
      repairCost: body.repairCost,
      amount: body.amount,
      reason: body.reason,
      replacementSerial: body.replacementSerial,
      staff: { id: person.id, name: person.name, ip },
    });
    return { claim: await this.one(person, body.id, locale), payment };
  }

  /** A claim's file (thumbnail or whole) within reach; another's is 404. */
  async file(person: StaffRow, id: number, size: 'thumb' | 'full') {
    const file = await this.repository.file(this.db, reachOf(person), id);
    const bytes = size === 'thumb' ? file?.thumb : file?.bytes;
    if (!file || !bytes) throw notHere();
    return { type: file.type, bytes: Buffer.from(bytes) };
  }

  async conditionPhoto(person: StaffRow, id: number, size: 'thumb' | 'full') {
    const photo = await this.repository.conditionPhoto(this.db, reachOf(person), id);
    if (!photo) throw notHere();
    return Buffer.from(size === 'thumb' ? photo.thumb : photo.bytes);
  }
}
