import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, companyEmployees } from '../../db/schema/index';

/**
 * Whose work at their chosen company is confirmed (docs/decisions/049): only then does checkout give
 * the company's discount. The company's list of employees' phones confirms (`list`), and a manager
 * after seeing a document (`staff`). A change of company withdraws either.
 */

const listed = sql`exists (select 1 from ${companyEmployees} e
  where e.company_id = ${clients.companyId} and e.phone = ${clients.phone})`;

/** Confirms the client by their company's list when their phone is on it; the time it did, else null. */
export async function confirmByList(tx: Db, clientId: number): Promise<Date | null> {
  const [row] = await tx
    .update(clients)
    .set({ companyVerifiedAt: sql`now()`, companyVerifiedBy: 'list' })
    .where(
      and(eq(clients.id, clientId), isNotNull(clients.companyId), isNull(clients.companyVerifiedAt), listed),
    )
    .returning({ at: clients.companyVerifiedAt });
  return row?.at ?? null;
}

/**
 * After a company's list is saved: its clients now on the list are confirmed, and those the list had
 * confirmed whose phone left it are not any more; staff confirmations stay.
 */
export async function reconcileCompanyList(
  tx: Db,
  companyId: number,
): Promise<{ confirmed: number; withdrawn: number }> {
  const confirmed = await tx
    .update(clients)
    .set({ companyVerifiedAt: sql`now()`, companyVerifiedBy: 'list', updatedAt: sql`now()` })
    .where(and(eq(clients.companyId, companyId), isNull(clients.companyVerifiedAt), listed))
    .returning({ id: clients.id });
  const withdrawn = await tx
    .update(clients)
    .set({ companyVerifiedAt: null, companyVerifiedBy: null, updatedAt: sql`now()` })
    .where(and(eq(clients.companyId, companyId), eq(clients.companyVerifiedBy, 'list'), sql`not ${listed}`))
    .returning({ id: clients.id });
  return { confirmed: confirmed.length, withdrawn: withdrawn.length };
}

/** A manager's decision on the client's employment; `clear` also forgets the company. */
export async function setEmployment(
  tx: Db,
  clientId: number,
  action: 'confirm' | 'withdraw' | 'clear',
): Promise<void> {
  const values =
    action === 'confirm'
      ? { companyVerifiedAt: sql`now()`, companyVerifiedBy: 'staff' as const }
      : action === 'withdraw'
        ? { companyVerifiedAt: null, companyVerifiedBy: null }
        : { companyId: null, companyVerifiedAt: null, companyVerifiedBy: null };
  await tx
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, clientId));
}
