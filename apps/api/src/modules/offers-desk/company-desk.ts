import { normalizePhone } from '@ijara/contract';
import {
  COMPANY_EMPLOYEES_MAX,
  type TEmployment,
  type TStaffCompanyRecord,
  type ZStaffCompanyEmployeesRequest,
  type ZStaffCompanySaveRequest,
  type ZStaffEmploymentRequest,
} from '@ijara/contract/staff';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/index';
import { AppError } from '../../errors';
import { apiText } from '../../texts';
import { catalogChanged } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import type { StaffRow } from '../staff/index';
import {
  type CompanyCounts,
  type CompanyFields,
  CompanyRepository,
  type CompanyRow,
} from './company-repository';
import { changed } from './records';

type SaveBody = z.output<typeof ZStaffCompanySaveRequest>;
type EmployeesBody = z.output<typeof ZStaffCompanyEmployeesRequest>;
type EmploymentBody = z.output<typeof ZStaffEmploymentRequest>;

const notFound = () => new AppError('not_found', { text: 'staffCompanyUnknown' });

function toRecord(row: CompanyRow, counts: CompanyCounts): TStaffCompanyRecord {
  return {
    id: row.id,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    discountPercent: row.discountPercent,
    active: row.active,
    employees: counts.employees,
    verifiedClients: counts.verified,
    pendingClients: counts.pending,
    version: row.version,
  };
}

const fieldsOfRow = ({ nameRu, nameEn, discountPercent, active }: CompanyRow): CompanyFields => ({
  nameRu,
  nameEn,
  discountPercent,
  active,
});

/**
 * The pasted list as phones: one per line, any usual format, empty lines skipped, repeats once. A
 * line that is not a phone refuses the whole list, naming the lines (the first twenty).
 */
export function phonesOf(text: string): string[] {
  const phones = new Set<string>();
  const bad: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const phone = normalizePhone(line.trim());
    if (phone === null) bad.push(index + 1);
    else phones.add(phone);
  });
  if (bad.length > 0) {
    const lines = bad.slice(0, 20).join(', ') + (bad.length > 20 ? '…' : '');
    throw new AppError('validation_failed', {
      text: 'staffCompanyPhoneLines',
      values: () => ({ lines }),
      fieldTexts: (locale) => ({ text: apiText('staffCompanyPhoneLines', locale, { lines }) }),
    });
  }
  if (phones.size > COMPANY_EMPLOYEES_MAX) {
    throw new AppError('validation_failed', { fields: { text: 'staffCompanyListTooLong' } });
  }
  return [...phones];
}

/**
 * Employers with a discount, their lists of employees, and a manager's confirmation of a client's
 * work (docs/decisions/049). Companies are in the public catalogue (info/companies/), so a save raises
 * its version (catalogChanged); a list's save and a confirmation change only who gets the discount.
 */
export class CompanyDesk {
  private readonly repository = new CompanyRepository();

  constructor(
    private readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'reconcileCompanyList' | 'setEmployment'>,
  ) {}

  async list(): Promise<TStaffCompanyRecord[]> {
    const [rows, counts] = await Promise.all([
      this.repository.list(this.db),
      this.repository.counts(this.db, null),
    ]);
    return rows.map((row) => toRecord(row, counts.get(row.id) ?? { employees: 0, verified: 0, pending: 0 }));
  }

  async save(person: StaffRow, body: SaveBody, ip: string): Promise<TStaffCompanyRecord> {
    const fields: CompanyFields = {
      nameRu: body.nameRu,
      nameEn: body.nameEn,
      discountPercent: body.discountPercent,
      active: body.active,
    };
    const id = await this.db.transaction(async (tx) => {
      if (body.id === null) {
        const id = await this.repository.insert(tx, fields);
        await this.audit(tx, person, ip, 'company.created', id, changed({} as CompanyFields, fields));
        await catalogChanged(tx);
        return id;
      }
      const before = await this.locked(tx, body.id, body.version);
      const diff = changed(fieldsOfRow(before), fields);
      if (Object.keys(diff.after).length === 0) return before.id;
      await this.repository.update(tx, before.id, fields);
      const action =
        'active' in diff.after
          ? fields.active
            ? 'company.switched_on'
            : 'company.switched_off'
          : 'company.updated';
      await this.audit(tx, person, ip, action, before.id, diff);
      await catalogChanged(tx);
      return before.id;
    });
    return this.record(id);
  }

  async employees(id: number): Promise<string[]> {
    if (!(await this.repository.one(this.db, id))) throw notFound();
    return (await this.repository.employees(this.db, id)).map((phone) => `+${phone}`);
  }

  /** The whole list replaced, and who is confirmed by it reconciled, in one transaction. */
  async saveEmployees(person: StaffRow, body: EmployeesBody, ip: string) {
    const phones = phonesOf(body.text);
    const outcome = await this.db.transaction(async (tx) => {
      const company = await this.locked(tx, body.id, body.version);
      const { added, removed } = await this.repository.replaceEmployees(tx, company.id, phones);
      await this.repository.update(tx, company.id, {});
      const { confirmed, withdrawn } = await this.clients.reconcileCompanyList(tx, company.id);
      await this.audit(tx, person, ip, 'company.employees_saved', company.id, {
        phones: phones.length,
        added,
        removed,
        confirmed,
        withdrawn,
      });
      return { confirmed, withdrawn };
    });
    return { company: await this.record(body.id), ...outcome };
  }

  /** A manager confirms, withdraws or clears a client's employer, with a reason, under the client's lock. */
  async employment(person: StaffRow, body: EmploymentBody, ip: string) {
    return this.db.transaction(async (tx) => {
      const [client] = await tx
        .select({
          companyId: clients.companyId,
          verifiedBy: clients.companyVerifiedBy,
          at: clients.companyVerifiedAt,
        })
        .from(clients)
        .where(eq(clients.id, body.clientID))
        .for('update');
      if (!client) throw new AppError('not_found', { text: 'staffClientNotHere' });
      if (client.companyId === null)
        throw new AppError('status_not_allowed', { text: 'staffEmploymentNoCompany' });
      if (client.companyId !== body.companyID) throw new AppError('version_conflict');
      const before: TEmployment = client.at === null ? 'pending' : (client.verifiedBy ?? 'pending');
      await this.clients.setEmployment(tx, body.clientID, body.action);
      const after: TEmployment =
        body.action === 'confirm' ? 'staff' : body.action === 'withdraw' ? 'pending' : 'none';
      await writeAudit(tx, {
        actor: 'staff',
        staffId: person.id,
        ip,
        action: `client.employment_${body.action === 'confirm' ? 'confirmed' : body.action === 'withdraw' ? 'withdrawn' : 'cleared'}`,
        clientId: body.clientID,
        entity: 'client',
        entityId: body.clientID,
        details: {
          reason: body.reason,
          company: client.companyId,
          before: { employment: before },
          after: { employment: after },
        },
      });
      return {
        clientID: body.clientID,
        companyID: after === 'none' ? null : client.companyId,
        employment: after,
      };
    });
  }

  private async locked(tx: Db, id: number, version: number): Promise<CompanyRow> {
    const row = await this.repository.lock(tx, id);
    if (!row) throw notFound();
    if (row.version !== version) throw new AppError('version_conflict');
    return row;
  }

  private async record(id: number): Promise<TStaffCompanyRecord> {
    const row = await this.repository.one(this.db, id);
    if (!row) throw notFound();
    return toRecord(row, await this.repository.count(this.db, id));
  }

  private audit(tx: Db, person: StaffRow, ip: string, action: string, id: number, details: object) {
    return writeAudit(tx, {
      actor: 'staff',
      staffId: person.id,
      ip,
      action,
      entity: 'company',
      entityId: id,
      details,
    });
  }
}
