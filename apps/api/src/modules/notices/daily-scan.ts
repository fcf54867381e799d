import { todayInBishkek } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { NoticeRepository } from './repository';

/** Reminders go this many days before each monthly charge. */
export const REMINDER_DAYS = 3;

/** The term-end notices' days (TERM_END_NOTICE_FIRST_DAYS, …_LAST_DAYS) and RETURN_GRACE_DAYS. */
export interface TermEndNoticeRules {
  firstDays: number;
  lastDays: number;
  graceDays: number;
}

/**
 * The notices no single event causes: charge reminders, expiring cards, the term's end and the day
 * before a booked return (docs/decisions/053). Run by the `notices` job at most
 * once a Bishkek day per process; several processes (or runs) write each notice once, by its key.
 */
export class DailyScan {
  private lastDay: string | null = null;

  constructor(
    private readonly repository: NoticeRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly termEnd: TermEndNoticeRules,
  ) {}

  async runIfNewDay(): Promise<void> {
    if (this.lastDay === todayInBishkek(this.clock.now())) return;
    await this.run();
  }

  async run(): Promise<{
    reminders: number;
    expiringCards: number;
    termEnds: number;
    returnReminders: number;
  }> {
    const now = this.clock.now();
    const today = todayInBishkek(now);
    const reminders = await this.repository.insertReminders(today, REMINDER_DAYS, now);
    const expiringCards = await this.repository.insertExpiringCards(now);
    const { firstDays, lastDays, graceDays } = this.termEnd;
    // The first notice covers the days down to the last one's; each goes once (its key), missed days caught up.
    const termEnds =
      (await this.repository.insertTermEnds(today, firstDays, lastDays, graceDays, now)) +
      (await this.repository.insertTermEnds(today, lastDays, 0, graceDays, now));
    const returnReminders = await this.repository.insertReturnReminders(today, now);
    this.lastDay = today;
    const run = { reminders, expiringCards, termEnds, returnReminders };
    if (reminders + expiringCards + termEnds + returnReminders > 0) this.log.info(run, 'notices scan');
    return run;
  }
}
