import { formatPhone, type Locale } from '@ijara/contract';
import {
  STAFF_CLIENTS_LIMIT,
  type TStaffClientForbidResponse,
  type TStaffClientListed,
  type TStaffClientResponse,
  type ZStaffClientForbidRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import type { AuditTrail } from '../audit-desk/index';
import type { ClientWrites } from '../clients/index';
import { reachOf, type StaffRow } from '../staff/index';
import { type ClientRow, ClientsDeskRepository } from './repository';

type ForbidBody = z.output<typeof ZStaffClientForbidRequest>;

/** A client's page shows this much of their notices and audit trail. */
const TRAIL_LIMIT = 100;

const notHere = () => new AppError('not_found', { text: 'staffClientNotHere' });

function toListed(row: ClientRow, locale: Locale): TStaffClientListed {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: formatPhone(row.phone),
    city: row.city_ru === null ? null : pick(locale, row.city_ru, row.city_en ?? row.city_ru),
    forbidden: row.forbidden,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Clients as staff look them up: search, a client's page, forbid/allow with a reason. */
export class ClientsDesk {
  private readonly repository = new ClientsDeskRepository();

  constructor(
    private readonly db: Db,
    private readonly clients: Pick<ClientWrites, 'setForbidden'>,
    private readonly audit: Pick<AuditTrail, 'ofClient'>,
  ) {}

  async search(person: StaffRow, q: string, locale: Locale): Promise<TStaffClientListed[]> {
    const rows = await this.repository.search(this.db, reachOf(person), q, STAFF_CLIENTS_LIMIT);
    return rows.map((row) => toListed(row, locale));
  }

  async one(person: StaffRow, id: number, locale: Locale): Promise<Omit<TStaffClientResponse, 'statusCode'>> {
    const row = await this.repository.one(this.db, reachOf(person), id);
    if (!row) throw notHere();
    const [lastForbid, subscriptions, payments, cards, notices, audit] = await Promise.all([
      this.repository.lastForbidAction(this.db, id),
      this.repository.subscriptions(this.db, id),
      this.repository.payments(this.db, id),
      this.repository.cards(this.db, id),
      this.repository.notices(this.db, id, TRAIL_LIMIT),
      this.audit.ofClient(id, TRAIL_LIMIT),
    ]);
    const reason = (lastForbid?.details as { reason?: unknown } | null)?.reason;
    return {
      client: {
        ...toListed(row, locale),
        firstName: row.first_name,
        lastName: row.last_name,
        patronymic: row.patronymic || null,
        birthdate: row.birthdate,
        email: row.email || null,
        company:
          row.company_ru === null ? null : pick(locale, row.company_ru, row.company_en ?? row.company_ru),
        companyID: row.company_id,
        employment: row.company_id === null ? 'none' : (row.company_verified_by ?? 'pending'),
        forbiddenReason:
          row.forbidden && lastForbid?.action === 'client.forbidden' && typeof reason === 'string'
            ? reason
            : null,
        deletionRequested: row.delete_personal_data,
        version: lastForbid?.id ?? 0,
      },
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        model: pick(locale, s.model_ru, s.model_en),
        status: s.status,
        startDate: s.start_date,
        endDate: s.end_date,
        monthlyTotal: s.monthly_total,
        createdAt: new Date(s.created_at).toISOString(),
      })),
      payments: payments.map((p) => ({
        id: p.id,
        date: new Date(p.date).toISOString(),
        type: p.type,
        status: p.status,
        amount: p.amount,
        refundedAmount: p.refunded_amount,
        card: p.bonus_used > 0 ? 'points' : p.masked_pan,
        subscriptionID: p.subscription_id,
      })),
      cards: cards.map(({ removedAt, ...card }) => ({ ...card, removed: removedAt !== null })),
      notices: notices.map((n) => ({
        kind: n.kind,
        channel: n.channel,
        status: n.status,
        createdAt: n.createdAt.toISOString(),
        sentAt: n.sentAt?.toISOString() ?? null,
      })),
      audit,
    };
  }

  /**
   * Sets the flag and writes its one audit row in one transaction, under the client's row lock; the
   * reason lives in the audit row (clients has no column for it). A version older than the newest
   * forbid/allow answers 409.
   */
  async forbid(person: StaffRow, body: ForbidBody, ip: string): Promise<TStaffClientForbidResponse> {
    return this.db.transaction(async (tx) => {
      const before = await this.repository.lock(tx, reachOf(person), body.id);
      if (!before) throw notHere();
      const last = await this.repository.lastForbidAction(tx, body.id);
      if (body.version !== undefined && body.version !== (last?.id ?? 0)) {
        throw new AppError('version_conflict');
      }
      await this.clients.setForbidden(tx, body.id, body.forbidden);
      await writeAudit(tx, {
        actor: 'staff',
        staffId: person.id,
        ip,
        action: body.forbidden ? 'client.forbidden' : 'client.allowed',
        clientId: body.id,
        entity: 'client',
        entityId: body.id,
        details: {
          reason: body.reason,
          before: { forbidden: before.forbidden },
          after: { forbidden: body.forbidden },
        },
      });
      const written = await this.repository.lastForbidAction(tx, body.id);
      return { statusCode: '200', id: body.id, forbidden: body.forbidden, version: written?.id ?? 0 };
    });
  }
}
