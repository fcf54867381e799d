import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { cards, cities, clients, payments } from '../../db/schema/index';
import { statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import type { ClientWrites } from '../clients/index';

export interface HandoverRow {
  id: number;
  created_at: string | Date;
  phone: string;
  first_name: string;
  last_name: string;
  model_ru: string;
  model_en: string;
  delivery: 'delivery' | 'pickup';
  office_id: number | null;
  office_ru: string | null;
  office_en: string | null;
  delivery_address: string | null;
  serial: string | null;
  payment: 'success' | 'fail' | 'processing' | null;
}

/** What the operator commands read and write outside the subscription state machine. */
export class StaffRepository {
  constructor(private readonly clients: Pick<ClientWrites, 'setForbidden'>) {}

  /** Subscriptions in status 1, by office (deliveries last) and then oldest first. */
  awaitingHandover(db: Db, officeId: number | undefined): Promise<HandoverRow[]> {
    return rawRows<HandoverRow>(
      db,
      sql`select s.id, s.created_at, c.phone, c.first_name, c.last_name,
                 m.name_ru as model_ru, m.name_en as model_en, s.delivery,
                 s.office_id, o.name_ru as office_ru, o.name_en as office_en, s.delivery_address,
                 u.serial, p.status as payment
          from subscriptions s
          join clients c on c.id = s.client_id
          join models m on m.id = s.model_id
          join gadgets g on g.id = m.gadget_id
          left join pickup_offices o on o.id = s.office_id
          left join device_units u on u.subscription_id = s.id
          left join payments p on p.subscription_id = s.id and p.period = 1 and p.type = 'subscription'
          where s.status = ${statusSql(SUBSCRIPTION_STATUS.created)} ${officeId === undefined ? sql`` : sql`and s.office_id = ${officeId}`}
          order by s.office_id nulls last, s.created_at, s.id`,
    );
  }

  async clientByPhone(db: Db, phone: string) {
    const rows = await db
      .select({
        id: clients.id,
        phone: clients.phone,
        firstName: clients.firstName,
        lastName: clients.lastName,
        cityRu: cities.nameRu,
        cityEn: cities.nameEn,
        forbidden: clients.forbidden,
        deletePersonalData: clients.deletePersonalData,
        bonus: clients.bonus,
      })
      .from(clients)
      .leftJoin(cities, eq(cities.id, clients.cityId))
      .where(eq(clients.phone, phone));
    return rows[0] ?? null;
  }

  /** Sets the flag under the client's row lock; answers what it was before, or null: no such client. */
  async setForbidden(tx: Db, phone: string, forbidden: boolean) {
    const [before] = await tx
      .select({ id: clients.id, forbidden: clients.forbidden })
      .from(clients)
      .where(eq(clients.phone, phone))
      .for('update');
    if (!before) return null;
    await this.clients.setForbidden(tx, before.id, forbidden);
    return before;
  }

  paymentsOf(db: Db, clientId: number) {
    return db
      .select({
        id: payments.id,
        subscriptionId: payments.subscriptionId,
        period: payments.period,
        type: payments.type,
        status: payments.status,
        amount: payments.amount,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.clientId, clientId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  }

  cardsOf(db: Db, clientId: number) {
    return db
      .select({
        id: cards.id,
        maskedPan: cards.maskedPan,
        brand: cards.brand,
        expiry: cards.expiry,
        active: cards.active,
        removedAt: cards.removedAt,
      })
      .from(cards)
      .where(eq(cards.clientId, clientId))
      .orderBy(desc(cards.id));
  }

  /** One row per command (DESIGN.md §5: staff access to personal data is recorded). */
  async audit(
    db: Db,
    entry: { operator: string; ip: string | null; action: string; clientId?: number; details?: object },
  ): Promise<void> {
    await writeAudit(db, {
      clientId: entry.clientId ?? null,
      actor: 'staff',
      action: entry.action,
      entity: entry.clientId === undefined ? null : 'client',
      entityId: entry.clientId === undefined ? null : String(entry.clientId),
      ip: entry.ip,
      details: { ...entry.details, operator: entry.operator },
    });
  }
}
