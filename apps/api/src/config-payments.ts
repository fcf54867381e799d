import { z } from 'zod';

/**
 * The callback key of NODE_ENV=test only (tests sign callbacks with it). Development makes a random
 * one per machine (gateways/webhook-secret.ts); production needs PAYMENT_WEBHOOK_SECRET.
 */
export const DEV_WEBHOOK_SECRET = 'ijara-dev-payment-webhook-secret';

/** DESIGN.md §5: soft declines are tried at most 8 times in 14 days. */
export const MAX_TRIES = 8;
export const MAX_RETRY_DAY = 14;

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const ZMs = (fallback: number) => z.coerce.number().int().min(0).max(86_400_000).default(fallback);
const ZRate = z.coerce.number().min(0).max(1).optional();

/** "1,3,7" → [1, 3, 7]: days after the first try on which a soft decline is tried again. */
const ZRetryDays = z
  .string()
  .regex(/^\d{1,2}(,\d{1,2})*$/, 'must be day numbers separated by commas, e.g. 1,3,7')
  .transform((value) => value.split(',').map(Number))
  .refine((days) => days.every((day, i) => day >= 1 && (i === 0 || day > (days[i - 1] ?? 0))), {
    message: 'must be increasing day numbers from 1',
  })
  .refine((days) => days.length + 1 <= MAX_TRIES && (days.at(-1) ?? 0) <= MAX_RETRY_DAY, {
    message: `must keep to at most ${MAX_TRIES} tries within ${MAX_RETRY_DAY} days`,
  })
  .default([1, 3, 7]);

/**
 * Variables of the payment gateway, its built-in sandbox and the billing job (issue 4). The sandbox
 * is the only adapter today; a real provider is another adapter behind the same interface.
 */
export const ZPaymentsConfig = z.object({
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** HMAC key of gateway callbacks; required in production (see DEV_WEBHOOK_SECRET for the others). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).max(4096).optional(),
  /**
   * The built-in sandbox takes test cards, so anyone could bind one and rent for free: production
   * refuses it unless this says a deployment (a staging one) deliberately runs it.
   */
  SANDBOX_IN_PRODUCTION: ZBool.default(false),
  /** Every gateway call gives up after this; the outcome is then unknown and reconciled later. */
  GATEWAY_TIMEOUT_MS: ZMs(10_000),
  /** Default: on, except when NODE_ENV=test (tests run the job themselves). */
  BILLING_ENABLED: ZBool.optional(),
  BILLING_INTERVAL_MS: ZMs(60_000).refine((ms) => ms >= 10, 'must be at least 10'),
  BILLING_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Charges sent to the gateway at once by one process. */
  BILLING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  BILLING_RETRY_DAYS: ZRetryDays,
  /** A payment still "processing" after this is asked about at the gateway. */
  BILLING_RECONCILE_AFTER_MS: ZMs(5 * 60_000),
  /** Bonus points credited on each successful payment, percent of the amount (two decimals). */
  CASHBACK_PERCENT: z.coerce.number().min(0).max(100).default(1),
  SANDBOX_GATEWAY_MODE: z.enum(['normal', 'slow', 'down']).default('normal'),
  /** How late the sandbox answers in slow mode (longer than GATEWAY_TIMEOUT_MS by default). */
  SANDBOX_SLOW_MS: ZMs(15_000),
  /** Share of callbacks sent twice / held back so a later one overtakes them. Default 0.1, 0 in tests. */
  SANDBOX_DUPLICATE_RATE: ZRate,
  SANDBOX_REORDER_RATE: ZRate,
  SANDBOX_REORDER_DELAY_MS: ZMs(3_000),
  /** Makes the duplicate and reorder choices repeatable. */
  SANDBOX_SEED: z.coerce.number().int().min(0).optional(),
  /** Background delivery of due callbacks; 0 turns it off (callbacks then go out when created). */
  SANDBOX_DELIVERY_INTERVAL_MS: ZMs(1_000),
  /** Deliver callbacks over HTTP to this URL instead of to this process directly. */
  SANDBOX_CALLBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
});

type PaymentsConfig = z.output<typeof ZPaymentsConfig> & { NODE_ENV: string };

/** [variable, message] for each payment setting a production start must not have. */
export function paymentIssues(config: PaymentsConfig): [string, string][] {
  if (config.NODE_ENV !== 'production') return [];
  const issues: [string, string][] = [];
  if (!config.PAYMENT_WEBHOOK_SECRET || config.PAYMENT_WEBHOOK_SECRET === DEV_WEBHOOK_SECRET) {
    issues.push(['PAYMENT_WEBHOOK_SECRET', 'must be set to a secret of your own when NODE_ENV=production']);
  }
  if (config.PAYMENT_GATEWAY === 'sandbox' && !config.SANDBOX_IN_PRODUCTION) {
    issues.push([
      'PAYMENT_GATEWAY',
      'is the sandbox, which accepts test cards: choose a real gateway, or set SANDBOX_IN_PRODUCTION=true for a staging deployment',
    ]);
  }
  return issues;
}

export function billingEnabled(config: PaymentsConfig): boolean {
  return config.BILLING_ENABLED ?? config.NODE_ENV !== 'test';
}

/** Duplicate and reorder shares: 0.1 by default, 0 in tests unless set (tests stay repeatable). */
export function sandboxRates(config: PaymentsConfig): { duplicate: number; reorder: number } {
  const fallback = config.NODE_ENV === 'test' ? 0 : 0.1;
  return {
    duplicate: config.SANDBOX_DUPLICATE_RATE ?? fallback,
    reorder: config.SANDBOX_REORDER_RATE ?? fallback,
  };
}
