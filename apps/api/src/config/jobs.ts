import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZInterval = (fallback: number) => z.coerce.number().int().min(10).max(86_400_000).default(fallback);

/**
 * The background jobs besides billing (BILLING_*) and erasure (ERASURE_*), each with its own switch and
 * interval (docs/decisions/036). A switch left unset is on, except when NODE_ENV=test (tests run the
 * jobs themselves).
 */
export const ZJobsConfig = z.object({
  /** Notices: the daily scan (reminders, expiring cards) and sending what is due. */
  NOTICES_ENABLED: ZBool.optional(),
  NOTICES_INTERVAL_MS: ZInterval(60_000),
  /** Orders whose first charge failed after the answer was sent are undone, and the client told. */
  CHECKOUT_SWEEP_ENABLED: ZBool.optional(),
  CHECKOUT_SWEEP_INTERVAL_MS: ZInterval(60_000),
  /** Pauses that reached their last day end. */
  PAUSE_RESUME_ENABLED: ZBool.optional(),
  PAUSE_RESUME_INTERVAL_MS: ZInterval(60_000),
  /** Extensions made before the term's last month was charged start once it is (docs/decisions/056). */
  EXTENSION_START_ENABLED: ZBool.optional(),
  EXTENSION_START_INTERVAL_MS: ZInterval(60_000),
  /** Stored answers of idempotent calls past their 24 hours are deleted. */
  IDEMPOTENCY_PURGE_ENABLED: ZBool.optional(),
  IDEMPOTENCY_PURGE_INTERVAL_MS: ZInterval(3_600_000),
  /** Orders not handed over within ORDER_HOLD_DAYS are cancelled and refunded. */
  ORDER_EXPIRY_ENABLED: ZBool.optional(),
  ORDER_EXPIRY_INTERVAL_MS: ZInterval(600_000),
  /** Refunds the gateway did not answer are asked again with the same key. */
  REFUND_RETRY_ENABLED: ZBool.optional(),
  REFUND_RETRY_INTERVAL_MS: ZInterval(60_000),
  /** E-mails to staff (a new order for the office's operators) go out. */
  STAFF_MAIL_ENABLED: ZBool.optional(),
  STAFF_MAIL_INTERVAL_MS: ZInterval(60_000),
});

type JobsConfig = z.output<typeof ZJobsConfig> & { NODE_ENV: string };
export type JobSwitch =
  | 'NOTICES'
  | 'CHECKOUT_SWEEP'
  | 'PAUSE_RESUME'
  | 'EXTENSION_START'
  | 'IDEMPOTENCY_PURGE'
  | 'ORDER_EXPIRY'
  | 'REFUND_RETRY'
  | 'STAFF_MAIL';

/** A job's switch and interval as configured. */
export function jobSetting(config: JobsConfig, job: JobSwitch): { enabled: boolean; intervalMs: number } {
  return {
    enabled: config[`${job}_ENABLED`] ?? config.NODE_ENV !== 'test',
    intervalMs: config[`${job}_INTERVAL_MS`],
  };
}
