import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, companyEmployees } from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';

export type CompanyRow = typeof companies.$inferSelect;

/** What staff set on a company. */
export type CompanyFields = Pick<
  typeof companies.$inferInsert,
  'nameRu' | 'nameEn' | 'discountPercent' | 'active'
>;

/** Phones on a company's list, and its clients whose work there is confirmed or waits. */
export interface CompanyCounts {
  employees: number;
  verified: number;
  pending: number;
}

const NO_COUNTS: CompanyCounts = { employees: 0, verified: 0, pending: 0 };

/** The SQL of the companies desk; every write is in the caller's transaction. */
export class CompanyRepository {
  list(db: Db): Promise<CompanyRow[]> {
    return db.select().from(companies).orderBy(asc(companies.position), asc(companies.id));
  }

  async one(db: Db, id: number): Promise<CompanyRow | null> {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row ?? null;
  }

  async lock(tx: Db, id: number): Promise<CompanyRow | null> {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    return row ?? null;
  }

  /** Per company (all when `id` is null). Erased clients are not counted. */
  async counts(db: Db, id: number | null): Promise<Map<number, CompanyCounts>> {
    const only = (column: string) => (id === null ? sql`` : sql`and ${sql.raw(column)} = ${id}`);
    const rows = await rawRows<{ company_id: number; employees: number; verified: number; pending: number }>(
      db,
      sql`select company_id, sum(employees)::int as employees, sum(verified)::int as verified,
            sum(pending)::int as pending from (
            select company_id, count(*) as employees, 0 as verified, 0 as pending from company_employees
              where true ${only('company_id')} group by company_id
            union all
            select company_id, 0, count(*) filter (where company_verified_at is not null),
                count(*) filter (where company_verified_at is null) from clients
              where company_id is not null and erased_at is null ${only('company_id')} group by company_id
          ) counted group by company_id`,
    );
    return new Map(
      rows.map((row) => [
        Number(row.company_id),
        { employees: Number(row.employees), verified: Number(row.verified), pending: Number(row.pending) },
      ]),
    );
  }

  async count(db: Db, id: number): Promise<CompanyCounts> {
    return (await this.counts(db, id)).get(id) ?? NO_COUNTS;
  }

  /** A new company, last in the list. */
  async insert(tx: Db, fields: CompanyFields): Promise<number> {
    const [row] = await tx
      .insert(companies)
      .values({
        ...fields,
        position: sql`(select coalesce(max(${companies.position}), 0) + 1 from ${companies})`,
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('the company was not written');
    return row.id;
  }

  /** The fields, or only the version (a saved list of employees raises it too). */
  async update(tx: Db, id: number, fields: Partial<CompanyFields>): Promise<void> {
    await tx
      .update(companies)
      .set({ ...fields, version: sql`${companies.version} + 1` })
      .where(eq(companies.id, id));
  }

  async employees(db: Db, id: number): Promise<string[]> {
    const rows = await db
      .select({ phone: companyEmployees.phone })
      .from(companyEmployees)
      .where(eq(companyEmployees.companyId, id))
      .orderBy(asc(companyEmployees.phone));
    return rows.map((row) => row.phone);
  }

  /** The list becomes exactly these phones; answers how many were added and removed. */
  async replaceEmployees(tx: Db, id: number, phones: string[]): Promise<{ added: number; removed: number }> {
    // One JSON parameter rather than thousands: both drivers take it the same way.
    const list = sql`(select jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb))`;
    const removed = await rawRows<{ phone: string }>(
      tx,
      sql`delete from company_employees where company_id = ${id} and phone not in ${list} returning phone`,
    );
    const added = await rawRows<{ phone: string }>(
      tx,
      sql`insert into company_employees (company_id, phone) select ${id}, phone from ${list} as l(phone)
            on conflict do nothing returning phone`,
    );
    return { added: added.length, removed: removed.length };
  }
}
