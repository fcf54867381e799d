import { todayInBishkek } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { NoticeRepository } from './repository';

/** Reminders go this many days before each monthly charge. */
export const REMINDER_DAYS = 3;

/**
 * The notices no single event causes: charge reminders and expiring cards. Run by the `notices` job at most
 * once a Bishkek day per process; several processes (or runs) write each notice once, by its key.
 */
export class DailyScan {
  private lastDay: string | null = null;

  constructor(
    private readonly repository: NoticeRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runIfNewDay(): Promise<void> {
    if (this.lastDay === todayInBishkek(this.clock.now())) return;
    await this.run();
  }

  async run(): Promise<{ reminders: number; expiringCards: number }> {
    const now = this.clock.now();
    const today = todayInBishkek(now);
    const reminders = await this.repository.insertReminders(today, REMINDER_DAYS, now);
    const expiringCards = await this.repository.insertExpiringCards(now);
    this.lastDay = today;
    if (reminders + expiringCards > 0) this.log.info({ reminders, expiringCards }, 'notices scan');
    return { reminders, expiringCards };
  }
}
