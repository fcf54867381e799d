import { DEV_WEBHOOK_SECRET } from '../config/payments';
import { localSecret } from '../lib/local-secret';

interface WebhookSecretConfig {
  NODE_ENV: string;
  PAYMENT_WEBHOOK_SECRET?: string | undefined;
  PAYMENT_WEBHOOK_SECRET_FILE: string;
}

/**
 * The key gateway callbacks are signed with: PAYMENT_WEBHOOK_SECRET (production requires it); in
 * tests the fixed test key; in development a random key kept in PAYMENT_WEBHOOK_SECRET_FILE, so a
 * forgotten NODE_ENV never leaves a key anyone could read in the source.
 */
export function webhookSecret(config: WebhookSecretConfig): string {
  if (config.PAYMENT_WEBHOOK_SECRET) return config.PAYMENT_WEBHOOK_SECRET;
  if (config.NODE_ENV === 'test') return DEV_WEBHOOK_SECRET;
  return localSecret(config.PAYMENT_WEBHOOK_SECRET_FILE);
}
