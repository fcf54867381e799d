import type { Config } from './config/index';

/**
 * The development conveniences this configuration turns on, for the start-up log. Production refuses
 * each of them (config.ts) except the sandbox with SANDBOX_IN_PRODUCTION=true, which is listed too.
 */
export function devFeatures(config: Config): string[] {
  const production = config.NODE_ENV === 'production';
  const features: string[] = [];
  if (config.CODE_CHANNELS === 'dev')
    features.push('sign-in codes go to the log and GET /api/dev/outbox/ (this machine only)');
  if (config.CODE_CHANNELS === 'dev' && !production)
    features.push('notices to clients go to the log and GET /api/dev/notices/ (this machine only)');
  if (!production) features.push('POST /api/dev/billing/ charges a demo subscription (this machine only)');
  if (config.PAYMENT_GATEWAY === 'sandbox')
    features.push('payments go to the built-in sandbox gateway: test cards, no money');
  if (!config.PAYMENT_WEBHOOK_SECRET)
    features.push(`payment callbacks are signed with the local key in ${config.PAYMENT_WEBHOOK_SECRET_FILE}`);
  if (!production && !config.METRICS_TOKEN)
    features.push('GET /metrics answers this machine without a token');
  return features;
}
