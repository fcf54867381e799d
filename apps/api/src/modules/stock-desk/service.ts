import { type Locale, todayInBishkek } from '@ijara/contract';
import {
  STOCK_LIST_LIMIT,
  type TStaffStockAddResponse,
  type TStaffStockQuery,
  type TStaffStockResponse,
  type TStaffUnit,
  type TStaffUnitResponse,
} from '@ijara/contract/staff';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { pick } from '../../lib/localize';
import type { AuditTrail } from '../audit-desk/index';
import { reachOf, type StaffAccounts, type StaffRow } from '../staff/index';
import { type AddBody, addUnits } from './add-units';
import { type Edit, type EditBody, editOf } from './edits';
import { StockDeskRepository } from './repository';
import { toUnit } from './to-unit';

/** A unit's page shows this much of its audit trail. */
const TRAIL_LIMIT = 100;

const notHere = () => new AppError('not_found', { text: 'staffUnitNotHere' });

export interface StockDeskDeps {
  db: Db;
  clock: Clock;
  /** The staff module's office list (names in the page's language). */
  offices: Pick<StaffAccounts, 'offices'>;
  audit: Pick<AuditTrail, 'ofUnit'>;
  /** Checkout's cached stock levels are stale once units are added or change state. */
  onStockChanged: () => void;
}

/** Device units as staff keep them (issue 30): the list, a unit's page, the bulk add and the edits. */
export class StockDesk {
  private readonly repository = new StockDeskRepository();

  constructor(private readonly deps: StockDeskDeps) {}

  async list(
    person: StaffRow,
    query: TStaffStockQuery,
    locale: Locale,
  ): Promise<Omit<TStaffStockResponse, 'statusCode'>> {
    const reach = reachOf(person);
    const [rows, models, offices] = await Promise.all([
      this.repository.list(this.deps.db, reach, query, STOCK_LIST_LIMIT + 1),
      this.repository.models(this.deps.db),
      this.deps.offices.offices(locale),
    ]);
    return {
      units: rows.slice(0, STOCK_LIST_LIMIT).map((row) => toUnit(row, locale)),
      more: rows.length > STOCK_LIST_LIMIT,
      models: models.map((model) => ({ id: model.id, name: pick(locale, model.name_ru, model.name_en) })),
      offices: reach.all ? offices : offices.filter((office) => reach.offices.includes(office.id)),
    };
  }

  async one(person: StaffRow, id: number, locale: Locale): Promise<Omit<TStaffUnitResponse, 'statusCode'>> {
    const { db } = this.deps;
    const row = await this.repository.one(db, reachOf(person), id);
    if (!row) throw notHere();
    const [subscriptions, conditions, audit] = await Promise.all([
      this.repository.subscriptions(db, id),
      this.repository.conditions(db, id),
      this.deps.audit.ofUnit(id, TRAIL_LIMIT),
    ]);
    return {
      unit: toUnit(row, locale),
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        clientID: s.client_id,
        clientName: `${s.first_name} ${s.last_name}`.trim(),
        status: s.status,
        from: s.start_date,
        to: s.end_date,
      })),
      conditions: conditions.map((r) => ({
        id: r.id,
        kind: r.kind,
        subscriptionID: r.subscription_id,
        at: new Date(r.created_at).toISOString(),
        staffName: r.staff_name,
        imei: r.imei,
        accessories: r.accessories,
        note: r.note,
        outcome: r.outcome,
      })),
      audit,
    };
  }

  /** All lines in one transaction with an audit row per unit, or nothing and every bad line named. */
  async add(
    person: StaffRow,
    body: AddBody,
    ip: string,
  ): Promise<Omit<TStaffStockAddResponse, 'statusCode'>> {
    const today = todayInBishkek(this.deps.clock.now());
    const ids = await this.deps.db.transaction((tx) =>
      addUnits(tx, this.repository, person, { body, ip, today }),
    );
    this.deps.onStockChanged();
    return { count: ids.length, ids };
  }

  /**
   * An edit, a transfer or a state change: under the unit's row lock, from the version the page showed
   * (409 when someone edited it since), with its audit row (before → after) in the same transaction.
   */
  async edit(person: StaffRow, body: EditBody, ip: string, locale: Locale): Promise<TStaffUnit> {
    const { db } = this.deps;
    const today = todayInBishkek(this.deps.clock.now());
    const unit = await db.transaction(async (tx) => {
      const before = await this.repository.lock(tx, reachOf(person), body.id);
      if (!before) throw notHere();
      if (before.version !== body.version) throw new AppError('version_conflict');
      const edit: Edit | null = await editOf(tx, this.repository, before, body, today);
      if (edit === null) return before;
      await writeAudit(tx, {
        actor: 'staff',
        staffId: person.id,
        ip,
        action: edit.action,
        entity: 'unit',
        entityId: before.id,
        details: edit.details,
      });
      return this.repository.one(tx, { all: true }, body.id);
    });
    if (!unit) throw notHere();
    this.deps.onStockChanged();
    return toUnit(unit, locale);
  }
}
