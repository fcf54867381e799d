import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/index';
import { confirmByList } from './employment';

export type ClientRow = typeof clients.$inferSelect;
type ClientInsert = typeof clients.$inferInsert;

/** The city and employer chosen at a sign-in. */
export interface SignInChoice {
  cityId: number | null;
  companyId: number | null;
}

/** What a client may change in the profile (user/updateinfo/, user/advertising/). */
export type ProfileFields = Partial<
  Pick<
    ClientRow,
    | 'firstName'
    | 'lastName'
    | 'patronymic'
    | 'birthdate'
    | 'gender'
    | 'email'
    | 'emailVerified'
    | 'communication'
    | 'citizenship'
    | 'cityId'
    | 'companyId'
    | 'companyVerifiedAt'
    | 'companyVerifiedBy'
    | 'advertising'
  >
>;

/** The personal fields erasure blanks (deletion's erasure plan says to what). */
export type PersonalFields = Partial<
  Pick<
    ClientInsert,
    | 'phone'
    | 'firstName'
    | 'lastName'
    | 'patronymic'
    | 'email'
    | 'emailVerified'
    | 'birthdate'
    | 'gender'
    | 'citizenship'
    | 'communication'
    | 'cityId'
    | 'companyId'
    | 'companyVerifiedAt'
    | 'companyVerifiedBy'
    | 'advertising'
  >
>;

/** Another employer than the one on file: its confirmation does not carry over (docs/decisions/049). */
const newEmployer = sql`excluded.company_id is not null and excluded.company_id is distinct from ${clients.companyId}`;

/**
 * Finds or creates the client of a confirmed phone. The city and employer chosen at this sign-in become
 * the client's; an employer left out keeps the one on file (and its confirmation); a phone on the
 * employer's list confirms the client's work there.
 */
export async function upsertByPhone(tx: Db, phone: string, choice: SignInChoice): Promise<number> {
  const [row] = await tx
    .insert(clients)
    .values({ phone, cityId: choice.cityId, companyId: choice.companyId })
    .onConflictDoUpdate({
      target: clients.phone,
      set: {
        cityId: sql`coalesce(excluded.city_id, ${clients.cityId})`,
        companyId: sql`coalesce(excluded.company_id, ${clients.companyId})`,
        companyVerifiedAt: sql`case when ${newEmployer} then null else ${clients.companyVerifiedAt} end`,
        companyVerifiedBy: sql`case when ${newEmployer} then null else ${clients.companyVerifiedBy} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('upsert returned no row');
  await confirmByList(tx, row.id);
  return row.id;
}

/** Writes profile fields; the caller holds the row's lock. Null: no such client. */
export async function updateProfile(
  tx: Db,
  clientId: number,
  values: ProfileFields,
): Promise<ClientRow | null> {
  const [row] = await tx
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, clientId))
    .returning();
  return row ?? null;
}

/**
 * Marks the address verified when the client still has it and no deletion is pending; false when
 * either changed since the e-mail was sent (nothing is written then).
 */
export async function markEmailVerified(tx: Db, clientId: number, email: string): Promise<boolean> {
  const rows = await tx
    .update(clients)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), eq(clients.email, email), eq(clients.deletePersonalData, false)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** Sets the operators' flag that refuses the client's calls. */
export async function setForbidden(tx: Db, clientId: number, forbidden: boolean): Promise<void> {
  await tx.update(clients).set({ forbidden, updatedAt: sql`now()` }).where(eq(clients.id, clientId));
}

/** Records a deletion request (a day) or its cancellation (null); answers the row as written. */
export async function setDeletionRequested(
  tx: Db,
  clientId: number,
  requestedOn: string | null,
): Promise<ClientRow> {
  const [row] = await tx
    .update(clients)
    .set({
      deletePersonalData: requestedOn !== null,
      deletePersonalDataDate: requestedOn,
      updatedAt: sql`now()`,
    })
    .where(eq(clients.id, clientId))
    .returning();
  if (!row) throw new Error('client vanished under its lock');
  return row;
}

/** Blanks the personal fields of the row (deletion's erasure plan) and stamps the erasure. */
export async function erase(tx: Db, clientId: number, blanked: PersonalFields): Promise<void> {
  await tx
    .update(clients)
    .set({ ...blanked, erasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(clients.id, clientId));
}
