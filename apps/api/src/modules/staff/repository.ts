import type { StaffRole, TStaffMember } from '@ijara/contract/staff';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  cities,
  pickupOffices,
  staff,
  staffSessions,
  staffSetupLinks,
  staffSignInFailures,
} from '../../db/schema/index';

export type StaffRow = typeof staff.$inferSelect;

export function toMember(row: StaffRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    offices: row.offices,
    active: row.active,
    enrolled: row.totpEnrolledAt !== null && row.passwordHash !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row;
}

export async function staffById(db: Db, id: number, lock = false): Promise<StaffRow | undefined> {
  const query = db.select().from(staff).where(eq(staff.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function allStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
}

export async function insertStaff(
  db: Db,
  values: { email: string; name: string; role: StaffRole; offices: number[] },
): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

/** The edit only when nobody changed the row since `version` was read. */
export async function updateStaffAt(
  db: Db,
  id: number,
  version: number,
  values: { name: string; role: StaffRole; offices: number[]; active: boolean },
  at: Date,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staff)
    .set({
      name: values.name,
      role: values.role,
      offices: values.offices,
      active: values.active,
      version: sql`${staff.version} + 1`,
      updatedAt: at,
    })
    .where(and(eq(staff.id, id), eq(staff.version, version)))
    .returning();
  return row;
}

/** Active admins other than `id`, locked so two edits cannot each leave the other as the last one. */
export async function otherActiveAdmins(db: Db, id: number): Promise<number> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.active, true), sql`${staff.id} <> ${id}`))
    .for('update');
  return rows.length;
}

export async function unknownOffices(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: pickupOffices.id })
    .from(pickupOffices)
    .where(inArray(pickupOffices.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function allOffices(db: Db) {
  return db
    .select({
      id: pickupOffices.id,
      nameRu: pickupOffices.nameRu,
      nameEn: pickupOffices.nameEn,
      cityRu: cities.nameRu,
      cityEn: cities.nameEn,
      active: pickupOffices.active,
    })
    .from(pickupOffices)
    .innerJoin(cities, eq(cities.id, pickupOffices.cityId))
    .orderBy(asc(cities.id), asc(pickupOffices.position), asc(pickupOffices.id));
}

// Set-up links.

export async function voidLinks(db: Db, staffId: number, at: Date): Promise<void> {
  await db
    .update(staffSetupLinks)
    .set({ voidedAt: at })
    .where(
      and(
        eq(staffSetupLinks.staffId, staffId),
        isNull(staffSetupLinks.usedAt),
        isNull(staffSetupLinks.voidedAt),
      ),
    );
}

export async function insertLink(
  db: Db,
  values: { staffId: number; tokenHash: string; totpSecret: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSetupLinks).values(values);
}

export type LinkRow = typeof staffSetupLinks.$inferSelect;

/** A link that can still be used: not used, not voided, not expired, its person active. */
export async function liveLink(db: Db, tokenHash: string, at: Date, lock = false) {
  const query = db
    .select({ link: staffSetupLinks, person: staff })
    .from(staffSetupLinks)
    .innerJoin(staff, eq(staff.id, staffSetupLinks.staffId))
    .where(
      and(
        eq(staffSetupLinks.tokenHash, tokenHash),
        isNull(staffSetupLinks.usedAt),
        isNull(staffSetupLinks.voidedAt),
        gt(staffSetupLinks.expiresAt, at),
        eq(staff.active, true),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markLinkUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(staffSetupLinks).set({ usedAt: at }).where(eq(staffSetupLinks.id, id));
}

export async function enrol(
  db: Db,
  id: number,
  values: { passwordHash: string; totpSecret: string; totpLastStep: number },
  at: Date,
): Promise<StaffRow> {
  const [row] = await db
    .update(staff)
    .set({ ...values, totpEnrolledAt: at, updatedAt: at, version: sql`${staff.version} + 1` })
    .where(eq(staff.id, id))
    .returning();
  if (!row) throw new Error(`staff ${id} vanished while enrolling`);
  return row;
}

export async function useTotpStep(db: Db, id: number, step: number): Promise<void> {
  await db.update(staff).set({ totpLastStep: step }).where(eq(staff.id, id));
}

// Sessions.

export async function insertSession(
  db: Db,
  values: { staffId: number; tokenHash: string; ip: string; expiresAt: Date; lastSeenAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** The session and its person, when neither ended: not revoked, not expired, not idle, person active. */
export async function liveSession(db: Db, tokenHash: string, at: Date, idleSince: Date) {
  const [row] = await db
    .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, person: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, at),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staff.active, true),
      ),
    );
  return row;
}

export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
}

export async function revokeSessionsOf(db: Db, staffId: number, at: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

// Lock-out.

/** Times of the wrong tries since `since` by this e-mail and by this address, newest first. */
export async function recentFailures(db: Db, email: string, ip: string, since: Date) {
  const of = (column: typeof staffSignInFailures.email | typeof staffSignInFailures.ip, value: string) =>
    db
      .select({ at: staffSignInFailures.at })
      .from(staffSignInFailures)
      .where(and(eq(column, value), gt(staffSignInFailures.at, since)))
      .orderBy(sql`${staffSignInFailures.at} desc`)
      .limit(50);
  const [byEmail, byIp] = await Promise.all([
    of(staffSignInFailures.email, email),
    of(staffSignInFailures.ip, ip),
  ]);
  return { byEmail: byEmail.map((row) => row.at), byIp: byIp.map((row) => row.at) };
}

export async function recordFailure(db: Db, email: string, ip: string, at: Date): Promise<void> {
  await db.insert(staffSignInFailures).values({ email, ip, at });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
}

export async function staffCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}
