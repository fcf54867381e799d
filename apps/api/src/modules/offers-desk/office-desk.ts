import type {
  TStaffOfficeListResponse,
  TStaffOfficeRecord,
  ZStaffOfficeSaveRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { catalogChanged } from '../catalog/index';
import type { StaffRow } from '../staff/index';
import type { CityDesk } from './city-desk';
import { type OfficeFields, OfficeRepository, type OfficeRow } from './office-repository';
import { changed, toOfficeRecord } from './records';

type SaveBody = z.output<typeof ZStaffOfficeSaveRequest>;

const notFound = () => new AppError('not_found', { text: 'staffOfficeUnknown' });

function fieldsOf(body: SaveBody): OfficeFields {
  return {
    cityId: body.cityID,
    nameRu: body.nameRu,
    nameEn: body.nameEn,
    addressRu: body.addressRu,
    addressEn: body.addressEn,
    hoursRu: body.hoursRu,
    hoursEn: body.hoursEn,
    mapUrl: body.mapUrl === '' ? null : body.mapUrl,
    active: body.active,
  };
}

function fieldsOfRow(row: OfficeRow): OfficeFields {
  const { cityId, nameRu, nameEn, addressRu, addressEn, hoursRu, hoursEn, mapUrl, active } = row;
  return { cityId, nameRu, nameEn, addressRu, addressEn, hoursRu, hoursEn, mapUrl, active };
}

/**
 * Pickup offices as managers keep them (docs/decisions/046). Offices are part of the public catalogue:
 * every write raises its version (catalogChanged) in the write's transaction, so info/catalog/ on every
 * process shows the change at once, with the audit row (before → after).
 */
export class OfficeDesk {
  private readonly repository = new OfficeRepository();

  constructor(
    private readonly db: Db,
    private readonly cities: CityDesk,
  ) {}

  async list(): Promise<Omit<TStaffOfficeListResponse, 'statusCode'>> {
    const [rows, cities, uses] = await Promise.all([
      this.repository.list(this.db),
      this.cities.list(),
      this.repository.uses(this.db, null),
    ]);
    return {
      offices: rows.map((row) => toOfficeRecord(row, uses.get(row.id) ?? { orders: 0, units: 0 })),
      cities,
    };
  }

  async save(person: StaffRow, body: SaveBody, ip: string): Promise<TStaffOfficeRecord> {
    const fields = fieldsOf(body);
    const id = await this.db.transaction(async (tx) => {
      if (!(await this.repository.cityExists(tx, fields.cityId))) {
        throw new AppError('validation_failed', { fields: { cityID: 'staffOfficeCity' } });
      }
      if (body.id === null) {
        const id = await this.repository.insert(tx, fields);
        await this.audit(tx, person, ip, 'office.created', id, changed({} as OfficeFields, fields));
        await catalogChanged(tx);
        return id;
      }
      const before = await this.repository.lock(tx, body.id);
      if (!before) throw notFound();
      if (before.version !== body.version) throw new AppError('version_conflict');
      const diff = changed(fieldsOfRow(before), fields);
      if (Object.keys(diff.after).length === 0) return before.id;
      if (before.active && !fields.active) await this.refuseIfInUse(tx, before.id);
      await this.repository.update(tx, before.id, fields);
      const action =
        'active' in diff.after
          ? fields.active
            ? 'office.switched_on'
            : 'office.switched_off'
          : 'office.updated';
      await this.audit(tx, person, ip, action, before.id, diff);
      await catalogChanged(tx);
      return before.id;
    });
    const row = await this.repository.one(this.db, id);
    if (!row) throw notFound();
    return toOfficeRecord(row, await this.repository.use(this.db, id));
  }

  /** Orders still to be handed over there, or units out from it, keep an office on (409 with both counts). */
  private async refuseIfInUse(tx: Db, id: number): Promise<void> {
    const use = await this.repository.use(tx, id);
    if (use.orders === 0 && use.units === 0) return;
    throw new AppError('status_not_allowed', {
      text: 'staffOfficeInUse',
      values: () => ({ orders: String(use.orders), units: String(use.units) }),
    });
  }

  private audit(tx: Db, person: StaffRow, ip: string, action: string, id: number, details: object) {
    return writeAudit(tx, {
      actor: 'staff',
      staffId: person.id,
      ip,
      action,
      entity: 'office',
      entityId: id,
      details,
    });
  }
}
