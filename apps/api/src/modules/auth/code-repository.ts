import { AUTH_LIMITS } from '@ijara/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authCodes, codeSends } from '../../db/schema/index';
import { rawRows } from '../../lib/raw-rows';
import type { DeliveryChannel } from './channels/types';
import { LOCK, lockKey, seconds } from './lock-keys';
import type { SendWaits } from './send-limits';

export interface NewCode {
  phone: string;
  codeHash: string;
  channel: DeliveryChannel;
  cityId: number;
  companyId: number | null;
}

export interface TriedCode {
  ok: boolean;
  cityId: number | null;
  companyId: number | null;
}

/** Codes and sends. Every time is the database's now(), so all api processes share one clock. */
export class CodeRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Runs `work` in a transaction that holds the IP's lock and then the phone's (always in that order,
   * so two starts never deadlock): counting sends and recording a new one cannot interleave with
   * another process doing the same.
   */
  withSendLocks<T>(ip: string, phone: string, work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockKey(tx, LOCK.ip, ip);
      await lockKey(tx, LOCK.phone, phone);
      return work(tx);
    });
  }

  /** Seconds until each send limit lets the next code go; null or ≤ 0 when it already does. */
  async sendWaits(tx: Db, phone: string, ip: string): Promise<SendWaits> {
    const L = AUTH_LIMITS;
    // The n-th most recent send inside a window is the one that must leave it before another fits.
    const nth = (where: ReturnType<typeof sql>, n: number, window: number) => sql`(
      select ceil(extract(epoch from sent_at + ${seconds(window)} - now()))::int from code_sends
      where ${where} and sent_at > now() - ${seconds(window)}
      order by sent_at desc offset ${n - 1} limit 1)`;
    const byPhone = sql`phone = ${phone}`;
    const [row] = await rawRows<SendWaits>(
      tx,
      sql`select
        ${nth(byPhone, 1, L.resendAfterSeconds)} as "resend",
        ${nth(byPhone, L.sendsPer10Minutes, 10 * 60)} as "phoneShort",
        ${nth(byPhone, L.sendsPer24Hours, 24 * 3600)} as "phoneDay",
        ${nth(sql`ip = ${ip}`, L.startsPerIpPerHour, 3600)} as "network"`,
    );
    return row ?? { resend: null, phoneShort: null, phoneDay: null, network: null };
  }

  /** True when an unconfirmed code went to this phone within the last 10 minutes: a resend. */
  async isResend(tx: Db, phone: string): Promise<boolean> {
    const rows = await tx
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(
        and(
          eq(authCodes.phone, phone),
          isNull(authCodes.consumedAt),
          gt(authCodes.createdAt, sql`now() - ${seconds(10 * 60)}`),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Voids the phone's earlier codes and stores the new one with its send; returns their ids. */
  async replaceCode(tx: Db, code: NewCode, ip: string): Promise<{ codeId: number; sendId: number }> {
    await tx
      .update(authCodes)
      .set({ voidedAt: sql`now()` })
      .where(and(eq(authCodes.phone, code.phone), isNull(authCodes.consumedAt), isNull(authCodes.voidedAt)));
    const [inserted] = await tx
      .insert(authCodes)
      .values({ ...code, expiresAt: sql`now() + ${seconds(AUTH_LIMITS.codeTtlSeconds)}` })
      .returning({ id: authCodes.id });
    const [send] = await tx
      .insert(codeSends)
      .values({ phone: code.phone, ip, channel: code.channel })
      .returning({ id: codeSends.id });
    if (!inserted || !send) throw new Error('insert returned no row');
    return { codeId: inserted.id, sendId: send.id };
  }

  /** After a fallback: the channel that really delivered. */
  async setChannel(ids: { codeId: number; sendId: number }, channel: DeliveryChannel): Promise<void> {
    await this.db.update(authCodes).set({ channel }).where(eq(authCodes.id, ids.codeId));
    await this.db.update(codeSends).set({ channel }).where(eq(codeSends.id, ids.sendId));
  }

  /**
   * One try at the phone's live code, as a single statement: it takes one of the code's tries and, in
   * the same row update, consumes the code when the hash matches or voids it on the last wrong try.
   * PostgreSQL re-checks the WHERE after waiting for a concurrent update of the row, so however many
   * processes try at once, at most maxWrongCodes tries are ever compared and one code gives one
   * sign-in. Null: no live code (none, expired, voided, used or out of tries).
   */
  async tryCode(tx: Db, phone: string, codeHash: string): Promise<TriedCode | null> {
    const matches = sql`${authCodes.codeHash} = ${codeHash}`;
    const rows = await tx
      .update(authCodes)
      .set({
        attempts: sql`${authCodes.attempts} + 1`,
        consumedAt: sql`case when ${matches} then now() end`,
        voidedAt: sql`case when not (${matches}) and ${authCodes.attempts} + 1 >= ${AUTH_LIMITS.maxWrongCodes}::int then now() end`,
      })
      .where(
        and(
          eq(authCodes.phone, phone),
          isNull(authCodes.consumedAt),
          isNull(authCodes.voidedAt),
          gt(authCodes.expiresAt, sql`now()`),
          lt(authCodes.attempts, AUTH_LIMITS.maxWrongCodes),
        ),
      )
      .returning({
        consumedAt: authCodes.consumedAt,
        cityId: authCodes.cityId,
        companyId: authCodes.companyId,
      });
    const row = rows[0];
    if (!row) return null;
    return { ok: row.consumedAt !== null, cityId: row.cityId, companyId: row.companyId };
  }

  /** The latest code of a phone (tests and the bench read tries and state). */
  async latest(phone: string) {
    const rows = await this.db
      .select()
      .from(authCodes)
      .where(eq(authCodes.phone, phone))
      .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
      .limit(1);
    return rows[0] ?? null;
  }
}
