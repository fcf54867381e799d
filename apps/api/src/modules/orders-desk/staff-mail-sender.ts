import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { rawRows } from '../../lib/raw-rows';
import type { Mailer } from '../../messaging/mailer';

/** Mails claimed per run; tries before a mail is given up; the claim's lease (the next try's delay). */
const BATCH = 20;
const MAX_TRIES = 5;
const LEASE_MINUTES = 5;

interface Claimed {
  id: number;
  email: string;
  subject: string;
  text: string;
  attempts: number;
}

/**
 * The `staff-mail` job: claims due mails (SKIP LOCKED, so several processes share them), sends each
 * to the person's address and records the outcome; a failure is tried again after the lease.
 */
export class StaffMailSender {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(): Promise<number> {
    const claimed = await rawRows<Claimed>(
      this.db,
      sql`update staff_mails m
          set attempts = m.attempts + 1, next_attempt_at = now() + (${LEASE_MINUTES}::int * interval '1 minute')
          from staff st
          where m.staff_id = st.id and m.id in (
            select id from staff_mails
            where status = 'pending' and next_attempt_at <= now()
            order by id limit ${BATCH} for update skip locked)
          returning m.id, st.email, m.subject, m.text, m.attempts`,
    );
    let sent = 0;
    for (const mail of claimed) {
      try {
        await this.mailer.send({ to: mail.email, subject: mail.subject, text: mail.text });
        await rawRows(
          this.db,
          sql`update staff_mails set status = 'sent', sent_at = now(), last_error = null where id = ${mail.id}`,
        );
        sent += 1;
      } catch (error) {
        const given = mail.attempts >= MAX_TRIES;
        this.log.warn({ staffMailId: mail.id, attempts: mail.attempts }, 'staff mail not sent');
        await rawRows(
          this.db,
          // The error's kind only: an SMTP answer may name the address.
          sql`update staff_mails set last_error = ${error instanceof Error ? error.name : 'error'},
              status = ${given ? 'failed' : 'pending'} where id = ${mail.id}`,
        );
      }
    }
    return sent;
  }
}
