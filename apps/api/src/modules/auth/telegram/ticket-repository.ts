import { AUTH_LIMITS } from '@ijara/contract';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { telegramTickets } from '../../../db/schema/index';
import { rawRows } from '../../../lib/raw-rows';
import { LOCK, lockKey, seconds } from '../lock-keys';

export interface NewTicket {
  ticketHash: string;
  cityId: number;
  companyId: number | null;
  ip: string;
}

export interface TicketState {
  confirmed: boolean;
  consumed: boolean;
  expired: boolean;
}

const live = () => and(isNull(telegramTickets.consumedAt), gt(telegramTickets.expiresAt, sql`now()`));

/** Telegram sign-in tickets, looked up by the SHA-256 of the ticket. */
export class TicketRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Stores a ticket unless the IP has started startsPerIpPerHour of them in the last hour; then
   * answers the seconds until it may start another. Counted under the IP's lock, like code sends.
   */
  async insertWithinLimit(ticket: NewTicket): Promise<{ wait: number } | null> {
    return this.db.transaction(async (tx) => {
      await lockKey(tx, LOCK.telegramIp, ticket.ip);
      const [row] = await rawRows<{ wait: number | null }>(
        tx,
        sql`select ceil(extract(epoch from created_at + ${seconds(3600)} - now()))::int as "wait"
          from telegram_tickets where ip = ${ticket.ip} and created_at > now() - ${seconds(3600)}
          order by created_at desc offset ${AUTH_LIMITS.startsPerIpPerHour - 1} limit 1`,
      );
      if (row?.wait && row.wait > 0) return { wait: row.wait };
      await tx
        .insert(telegramTickets)
        .values({ ...ticket, expiresAt: sql`now() + ${seconds(AUTH_LIMITS.telegramTicketTtlSeconds)}` });
      return null;
    });
  }

  async state(ticketHash: string): Promise<TicketState | null> {
    const rows = await this.db
      .select({
        confirmed: sql<boolean>`${telegramTickets.confirmedAt} is not null`,
        consumed: sql<boolean>`${telegramTickets.consumedAt} is not null`,
        expired: sql<boolean>`${telegramTickets.expiresAt} <= now()`,
      })
      .from(telegramTickets)
      .where(eq(telegramTickets.ticketHash, ticketHash))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Hands a confirmed ticket's client over once: a second poll finds it consumed. */
  async consume(tx: Db, ticketHash: string): Promise<number | null> {
    const rows = await tx
      .update(telegramTickets)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(telegramTickets.ticketHash, ticketHash), isNotNull(telegramTickets.confirmedAt), live()))
      .returning({ clientId: telegramTickets.clientId });
    return rows[0]?.clientId ?? null;
  }

  /** "/start <ticket>": the first chat to open a live ticket owns it. */
  async bindChat(ticketHash: string, chatId: string): Promise<boolean> {
    const rows = await this.db
      .update(telegramTickets)
      .set({ chatId })
      .where(
        and(
          eq(telegramTickets.ticketHash, ticketHash),
          isNull(telegramTickets.confirmedAt),
          live(),
          sql`(${telegramTickets.chatId} is null or ${telegramTickets.chatId} = ${chatId})`,
        ),
      )
      .returning({ id: telegramTickets.id });
    return rows.length > 0;
  }

  /** The newest live, unconfirmed ticket of a chat, locked for its confirmation. */
  async pendingOfChat(tx: Db, chatId: string) {
    const rows = await tx
      .select({
        id: telegramTickets.id,
        cityId: telegramTickets.cityId,
        companyId: telegramTickets.companyId,
      })
      .from(telegramTickets)
      .where(and(eq(telegramTickets.chatId, chatId), isNull(telegramTickets.confirmedAt), live()))
      .orderBy(desc(telegramTickets.createdAt), desc(telegramTickets.id))
      .limit(1)
      .for('update');
    return rows[0] ?? null;
  }

  async confirm(tx: Db, id: number, phone: string, clientId: number): Promise<void> {
    await tx
      .update(telegramTickets)
      .set({ confirmedAt: sql`now()`, phone, clientId })
      .where(eq(telegramTickets.id, id));
  }
}
