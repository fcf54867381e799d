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

const ZHttpUrl = z.url({ protocol: /^https?$/ });

/**
 * Variables of the payment gateway (the built-in sandbox, or Freedom Pay: gateways/freedompay/) and
 * the billing job (issue 4).
 */
export const ZPaymentsConfig = z.object({
  PAYMENT_GATEWAY: z.enum(['sandbox', 'freedompay']).default('sandbox'),
  /** Freedom Pay merchant (shop) id; required with PAYMENT_GATEWAY=freedompay. */
  FREEDOMPAY_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the digits of the merchant id')
    .optional(),
  /** The shop's "secret key for accepting payments" (signs every message both ways); required with it. */
  FREEDOMPAY_SECRET_KEY: z.string().min(8).max(256).optional(),
  /** Freedom Pay's API server: https://api.freedompay.kg (its test server: https://test-api.freedompay.kg). */
  FREEDOMPAY_API_URL: ZHttpUrl.default('https://api.freedompay.kg'),
  /** pg_testing_mode=1 on payments: no money moves; production refuses it unless SANDBOX_IN_PRODUCTION=true. */
  FREEDOMPAY_TESTING_MODE: ZBool.default(false),
  /**
   * This site's public origin (e.g. https://lk.ijara.kg): Freedom Pay posts results to
   * <site>/api/payments/freedompay/result and card tokens to …/card, and sends the person back to it.
   */
  FREEDOMPAY_SITE_URL: ZHttpUrl.optional(),
  /** pg_success_url / pg_failure_url of charges (default <site>/payments/). */
  FREEDOMPAY_SUCCESS_URL: ZHttpUrl.optional(),
  FREEDOMPAY_FAILURE_URL: ZHttpUrl.optional(),
  /** HMAC key of the sandbox's callbacks; required in production with it (see DEV_WEBHOOK_SECRET). */
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

/** [variable, message] for each Freedom Pay setting missing or unsafe (any NODE_ENV: it cannot run without them). */
function freedomPayIssues(config: PaymentsConfig): [string, string][] {
  const issues: [string, string][] = [];
  const required = 'is required when PAYMENT_GATEWAY=freedompay';
  if (!config.FREEDOMPAY_MERCHANT_ID) issues.push(['FREEDOMPAY_MERCHANT_ID', required]);
  if (!config.FREEDOMPAY_SECRET_KEY) issues.push(['FREEDOMPAY_SECRET_KEY', required]);
  if (!config.FREEDOMPAY_SITE_URL) issues.push(['FREEDOMPAY_SITE_URL', required]);
  if (config.NODE_ENV !== 'production') return issues;
  for (const name of ['FREEDOMPAY_API_URL', 'FREEDOMPAY_SITE_URL'] as const) {
    if (config[name]?.startsWith('http://')) issues.push([name, 'must be https:// when NODE_ENV=production']);
  }
  if (config.FREEDOMPAY_TESTING_MODE && !config.SANDBOX_IN_PRODUCTION) {
    issues.push([
      'FREEDOMPAY_TESTING_MODE',
      'moves no money: turn it off, or set SANDBOX_IN_PRODUCTION=true for a staging deployment',
    ]);
  }
  return issues;
}

/** [variable, message] for each payment setting a start must not have (most only in production). */
export function paymentIssues(config: PaymentsConfig): [string, string][] {
  if (config.PAYMENT_GATEWAY === 'freedompay') return freedomPayIssues(config);
  if (config.NODE_ENV !== 'production') return [];
  const issues: [string, string][] = [];
  if (!config.PAYMENT_WEBHOOK_SECRET || config.PAYMENT_WEBHOOK_SECRET === DEV_WEBHOOK_SECRET) {
    issues.push(['PAYMENT_WEBHOOK_SECRET', 'must be set to a secret of your own when NODE_ENV=production']);
  }
  if (!config.SANDBOX_IN_PRODUCTION) {
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
