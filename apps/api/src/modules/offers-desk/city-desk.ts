import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import type { TStaffCity, ZStaffCitySaveRequest } from '@ijara/contract/staff';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema/index';
import { AppError } from '../../errors';
import { rawRows } from '../../lib/raw-rows';
import { catalogChanged } from '../catalog/index';
import type { StaffRow } from '../staff/index';
import { changed } from './records';

type SaveBody = z.output<typeof ZStaffCitySaveRequest>;
type CityRow = typeof cities.$inferSelect;
type CityFields = Pick<CityRow, 'slug' | 'nameRu' | 'nameEn' | 'served'>;

const fieldsOf = ({ slug, nameRu, nameEn, served }: CityFields): CityFields => ({
  slug,
  nameRu,
  nameEn,
  served,
});
const sameFields = (a: CityFields, b: CityFields) =>
  a.slug === b.slug && a.nameRu === b.nameRu && a.nameEn === b.nameEn && a.served === b.served;

/**
 * Cities as managers keep them (issue 30, docs/decisions/046): names, the slug and whether we serve it.
 * Cities are never deleted (clients, offices and subscriptions name them). The table has no version
 * column: an edit carries the fields the page showed, and a row that differs answers 409.
 */
export class CityDesk {
  constructor(private readonly db: Db) {}

  async list(db: Db = this.db): Promise<TStaffCity[]> {
    const [rows, waiting] = await Promise.all([
      db.select().from(cities).orderBy(asc(cities.position), asc(cities.id)),
      this.waiting(db),
    ]);
    return rows.map((row) => ({ ...fieldsOf(row), id: row.id, waitingOrders: waiting.get(row.id) ?? 0 }));
  }

  async save(person: StaffRow, body: SaveBody, ip: string): Promise<TStaffCity> {
    const fields = fieldsOf(body);
    const id = await this.db.transaction(async (tx) => {
      await this.refuseTakenSlug(tx, fields.slug, body.id);
      if (body.id === null) {
        const [row] = await tx
          .insert(cities)
          .values({
            ...fields,
            position: sql`(select coalesce(max(${cities.position}), 0) + 1 from ${cities})`,
          })
          .returning({ id: cities.id });
        if (!row) throw new Error('the city was not written');
        await this.audit(tx, person, ip, 'city.created', row.id, changed({} as CityFields, fields));
        await catalogChanged(tx);
        return row.id;
      }
      const [before] = await tx.select().from(cities).where(eq(cities.id, body.id)).for('update');
      if (!before) throw new AppError('not_found', { text: 'staffCityUnknown' });
      if (body.was === null || !sameFields(fieldsOf(before), body.was))
        throw new AppError('version_conflict');
      const diff = changed(fieldsOf(before), fields);
      if (Object.keys(diff.after).length === 0) return before.id;
      if (before.served && !fields.served) {
        const orders = (await this.waiting(tx, before.id)).get(before.id) ?? 0;
        if (orders > 0) {
          throw new AppError('status_not_allowed', {
            text: 'staffCityInUse',
            values: () => ({ orders: String(orders) }),
          });
        }
      }
      await tx.update(cities).set(fields).where(eq(cities.id, before.id));
      const action =
        'served' in diff.after ? (fields.served ? 'city.switched_on' : 'city.switched_off') : 'city.updated';
      await this.audit(tx, person, ip, action, before.id, diff);
      await catalogChanged(tx);
      return before.id;
    });
    const city = (await this.list()).find((row) => row.id === id);
    if (!city) throw new AppError('not_found', { text: 'staffCityUnknown' });
    return city;
  }

  private async refuseTakenSlug(tx: Db, slug: string, id: number | null): Promise<void> {
    const [taken] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug));
    if (taken && taken.id !== id)
      throw new AppError('validation_failed', { fields: { slug: 'staffCitySlugTaken' } });
  }

  /** Orders waiting for their hand-over per city (all cities when `id` is left out). */
  private async waiting(db: Db, id?: number): Promise<Map<number, number>> {
    const rows = await rawRows<{ city_id: number; n: number }>(
      db,
      sql`select city_id, count(*)::int as n from subscriptions
          where status = ${SUBSCRIPTION_STATUS.created} ${id === undefined ? sql`` : sql`and city_id = ${id}`}
          group by city_id`,
    );
    return new Map(rows.map((row) => [Number(row.city_id), Number(row.n)]));
  }

  private audit(tx: Db, person: StaffRow, ip: string, action: string, id: number, details: object) {
    return writeAudit(tx, {
      actor: 'staff',
      staffId: person.id,
      ip,
      action,
      entity: 'city',
      entityId: id,
      details,
    });
  }
}
