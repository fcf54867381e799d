import type { Locale } from '@ijara/contract';
import {
  STAFF_SETUP_PATH,
  type TStaffAddRequest,
  type TStaffMember,
  type TStaffOffice,
  type TStaffUpdateRequest,
} from '@ijara/contract/staff';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import {
  allOffices,
  allStaff,
  insertStaff,
  otherActiveAdmins,
  revokeSessionsOf,
  type StaffRow,
  staffById,
  toMember,
  unknownOffices,
  updateStaffAt,
} from './repository';
import type { StaffSignIn } from './sign-in';

/** Who acts: a person of the staff app, or the ops CLI's automation account (staffId null). */
export interface StaffActor {
  staffId: number | null;
  ip: string;
  /** The ops CLI's --operator, recorded beside the automation account. */
  operator?: string;
}

export interface IssuedLink {
  staff: TStaffMember;
  setupLink: string;
  expiresAt: string;
}

function auditOf(actor: StaffActor) {
  return {
    actor: 'staff' as const,
    staffId: actor.staffId,
    ip: actor.ip,
    ...(actor.staffId === null ? { account: 'automation', operator: actor.operator } : {}),
  };
}

/** What an edit changed, for the audit's before → after. */
function changes(before: StaffRow, after: StaffRow) {
  const keys = ['name', 'role', 'offices', 'active'] as const;
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** Staff accounts, kept by admins in the staff app (and the first one by `npm run ops -- staff-add`). */
export class StaffAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly signIn: StaffSignIn,
  ) {}

  async offices(locale: Locale): Promise<TStaffOffice[]> {
    return (await allOffices(this.db)).map((row) => ({
      id: row.id,
      name: locale === 'en' ? row.nameEn : row.nameRu,
      city: locale === 'en' ? row.cityEn : row.cityRu,
      active: row.active,
    }));
  }

  async list(): Promise<TStaffMember[]> {
    return (await allStaff(this.db)).map(toMember);
  }

  /** A new person and their set-up link (`origin` + /staff/setup/?token=…), shown once. */
  async add(actor: StaffActor, input: TStaffAddRequest, origin: string): Promise<IssuedLink> {
    return this.db.transaction(async (tx) => {
      await this.checkOffices(tx, input.role, input.offices);
      const person = await insertStaff(tx, { ...input, email: input.email.trim().toLowerCase() });
      if (!person) throw new AppError('email_taken', { fields: { email: 'staffEmailTaken' } });
      const link = await this.signIn.newLink(tx, person.id);
      await writeAudit(tx, {
        ...auditOf(actor),
        action: 'staff.added',
        entity: 'staff',
        entityId: person.id,
        details: { ...auditOf(actor), after: { role: person.role, offices: person.offices } },
      });
      return this.issued(person, link, origin);
    });
  }

  /** A fresh link for a person who lost their password or phone; the older links stop working. */
  async newLink(actor: StaffActor, id: number, origin: string): Promise<IssuedLink> {
    return this.db.transaction(async (tx) => {
      const person = await staffById(tx, id, true);
      if (!person) throw new AppError('not_found', { text: 'staffNotFound' });
      if (!person.active) throw new AppError('status_not_allowed', { text: 'staffNotFound' });
      const link = await this.signIn.newLink(tx, person.id);
      await writeAudit(tx, {
        ...auditOf(actor),
        action: 'staff.link_made',
        entity: 'staff',
        entityId: person.id,
        details: auditOf(actor),
      });
      return this.issued(person, link, origin);
    });
  }

  /**
   * Name, role, offices and the active flag, from the version the admin opened (409 when someone
   * changed it since). Deactivating signs the person out everywhere at once; the last active admin
   * keeps the role.
   */
  async update(actor: StaffActor, input: TStaffUpdateRequest): Promise<TStaffMember> {
    return this.db.transaction(async (tx) => {
      const before = await staffById(tx, input.id, true);
      if (!before) throw new AppError('not_found', { text: 'staffNotFound' });
      if (before.version !== input.version) throw new AppError('version_conflict');
      await this.checkOffices(tx, input.role, input.offices);
      const losesAdmin =
        before.role === 'admin' && before.active && (input.role !== 'admin' || !input.active);
      if (losesAdmin && (await otherActiveAdmins(tx, before.id)) === 0) throw new AppError('last_admin');
      const now = this.clock.now();
      const after = await updateStaffAt(tx, input.id, input.version, input, now);
      if (!after) throw new AppError('version_conflict');
      const signedOut = before.active && !after.active ? await revokeSessionsOf(tx, after.id, now) : 0;
      await writeAudit(tx, {
        ...auditOf(actor),
        action:
          after.active === before.active
            ? 'staff.updated'
            : after.active
              ? 'staff.activated'
              : 'staff.deactivated',
        entity: 'staff',
        entityId: after.id,
        details: { ...auditOf(actor), ...changes(before, after), sessionsEnded: signedOut },
      });
      return toMember(after);
    });
  }

  /** Operators work at named offices; every office named must exist. */
  private async checkOffices(tx: Db, role: TStaffAddRequest['role'], offices: number[]): Promise<void> {
    if (role === 'operator' && offices.length === 0) {
      throw new AppError('validation_failed', { fields: { offices: 'staffOfficesRequired' } });
    }
    if ((await unknownOffices(tx, offices)).length > 0) {
      throw new AppError('validation_failed', { fields: { offices: 'staffOfficeUnknown' } });
    }
  }

  private issued(person: StaffRow, link: { token: string; expiresAt: Date }, origin: string): IssuedLink {
    return {
      staff: toMember(person),
      setupLink: `${origin}${STAFF_SETUP_PATH}?token=${link.token}`,
      expiresAt: link.expiresAt.toISOString(),
    };
  }
}
