import type { TStaffSetupInfoResponse, TStaffSetupRequest, TStaffSignInRequest } from '@ijara/contract/staff';
import { STAFF_LOCKOUT_MINUTES, STAFF_LOCKOUT_TRIES, STAFF_SETUP_LINK_HOURS } from '@ijara/contract/staff';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { newSecret, sha256 } from '../../lib/tokens';
import { hashPassword, passwordMatches } from './passwords';
import {
  clearFailures,
  enrol,
  insertLink,
  liveLink,
  markLinkUsed,
  recentFailures,
  recordFailure,
  revokeSessionsOf,
  type StaffRow,
  staffByEmail,
  useTotpStep,
  voidLinks,
} from './repository';
import type { StaffSessions } from './sessions';
import { acceptedStep, enrolment, newTotpSecret } from './totp';

const MINUTE = 60_000;
/** Advisory-lock spaces of staff sign-in (auth's are 7_201_00x). */
const LOCK = { email: 7_301_001, ip: 7_301_002 } as const;

export interface SignedIn {
  person: StaffRow;
  token: string;
  expiresAt: Date;
}

/** When the lock-out of `failures` (newest first) lifts, or null when there is none. */
function lockedUntil(failures: Date[]): Date | null {
  const fifth = failures[STAFF_LOCKOUT_TRIES - 1];
  return fifth ? new Date(fifth.getTime() + STAFF_LOCKOUT_MINUTES * MINUTE) : null;
}

/** Sign-in with e-mail, password and TOTP; set-up links that set the password and enrol the TOTP. */
export class StaffSignIn {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: StaffSessions,
  ) {}

  /**
   * Five wrong tries within 15 minutes, by account or by address, lock either out for the rest of the
   * window (429 with Retry-After); the tries are rows, so every api process counts the same ones. A
   * wrong e-mail, password or code all answer the same, and cost the same argon2 time.
   */
  async signIn(input: TStaffSignInRequest, ip: string): Promise<SignedIn> {
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.email}::int, hashtext(${input.email}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.ip}::int, hashtext(${ip}))`);
      const now = this.clock.now();
      const { byEmail, byIp } = await recentFailures(
        tx,
        input.email,
        ip,
        new Date(now.getTime() - STAFF_LOCKOUT_MINUTES * MINUTE),
      );
      const until = [lockedUntil(byEmail), lockedUntil(byIp)]
        .filter((date): date is Date => date !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (until) return { kind: 'locked', until, now } as const;

      const person = await staffByEmail(tx, input.email);
      const usable = person?.active === true && person.totpSecret !== null;
      const passwordOk = await passwordMatches(
        usable ? (person?.passwordHash ?? null) : null,
        input.password,
      );
      const step =
        usable && passwordOk && person?.totpSecret
          ? acceptedStep(person.totpSecret, input.code, now, person.totpLastStep)
          : null;
      if (!person || step === null) {
        await recordFailure(tx, input.email, ip, now);
        await writeAudit(tx, {
          actor: 'staff',
          action: 'staff.sign_in_failed',
          staffId: person?.id ?? null,
          ip,
          details: { reason: !usable ? 'no_account' : passwordOk ? 'code' : 'password' },
        });
        return { kind: 'failed' } as const;
      }
      await useTotpStep(tx, person.id, step);
      await clearFailures(tx, input.email);
      const session = await this.sessions.issue(tx, person.id, ip);
      await writeAudit(tx, {
        actor: 'staff',
        action: 'staff.signed_in',
        staffId: person.id,
        entity: 'staff',
        entityId: person.id,
        ip,
      });
      return { kind: 'signed-in', person, ...session } as const;
    });
    if (outcome.kind === 'locked') {
      const seconds = Math.max(1, Math.ceil((outcome.until.getTime() - outcome.now.getTime()) / 1000));
      throw new AppError('locked_out', {
        headers: { 'retry-after': String(seconds) },
        values: () => ({ minutes: String(Math.ceil(seconds / 60)) }),
      });
    }
    if (outcome.kind === 'failed') throw new AppError('sign_in_failed');
    return outcome;
  }

  /** A new one-time link for `staffId`, voiding the earlier ones; only its hash is kept. */
  async newLink(tx: Db, staffId: number): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock.now();
    await voidLinks(tx, staffId, now);
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + STAFF_SETUP_LINK_HOURS * 60 * MINUTE);
    await insertLink(tx, { staffId, tokenHash: sha256(token), totpSecret: newTotpSecret(), expiresAt });
    return { token, expiresAt };
  }

  async setupInfo(token: string): Promise<Omit<TStaffSetupInfoResponse, 'statusCode'>> {
    const row = await liveLink(this.db, sha256(token), this.clock.now());
    if (!row) throw new AppError('link_invalid');
    return {
      email: row.person.email,
      name: row.person.name,
      secret: row.link.totpSecret,
      ...(await enrolment(row.link.totpSecret, row.person.email)),
      expiresAt: row.link.expiresAt.toISOString(),
    };
  }

  /**
   * Uses the link once: the password (argon2id) and the link's TOTP secret, proven by a code from the
   * app; the person's other sessions end (a reset link also signs out a lost phone) and this one starts.
   */
  async setUp(input: TStaffSetupRequest, ip: string): Promise<SignedIn> {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const row = await liveLink(tx, sha256(input.token), now, true);
      if (!row) throw new AppError('link_invalid');
      const step = acceptedStep(row.link.totpSecret, input.code, now, null);
      if (step === null)
        throw new AppError('validation_failed', {
          text: 'staffCodeWrong',
          fields: { code: 'staffCodeWrong' },
        });
      const person = await enrol(
        tx,
        row.person.id,
        { passwordHash, totpSecret: row.link.totpSecret, totpLastStep: step },
        now,
      );
      await markLinkUsed(tx, row.link.id, now);
      const ended = await revokeSessionsOf(tx, person.id, now);
      const session = await this.sessions.issue(tx, person.id, ip);
      await writeAudit(tx, {
        actor: 'staff',
        action: 'staff.set_up',
        staffId: person.id,
        entity: 'staff',
        entityId: person.id,
        ip,
        details: { sessionsEnded: ended },
      });
      return { person, ...session };
    });
  }
}
