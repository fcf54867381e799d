import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * One row per named job that must not run in two processes at once: the process holding the lease
 * runs it, another skips that turn. A lease outlives a process that died by `locked_until` at most.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  lockedUntil: at('locked_until'),
  lockedBy: text('locked_by'),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  /** The last run's failure, for an operator; null after a run that went through. */
  lastError: text('last_error'),
});
