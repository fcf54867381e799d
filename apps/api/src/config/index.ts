import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_SIGNATURE_SECRET } from '@ijara/contract';
import { z } from 'zod';
import { ZDeletionConfig } from './deletion';
import { DEV_CODE_PEPPER, deliveryIssues, ZDeliveryConfig } from './delivery';
import { ZJobsConfig } from './jobs';
import { mailIssues, ZMailConfig } from './mail';
import { ZNetworkConfig } from './network';
import { ZNoticesConfig } from './notices';
import { ZOperationsConfig } from './operations';
import { paymentIssues, ZPaymentsConfig } from './payments';
import { ZSubscriptionsConfig } from './subscriptions';
import { supportIssues, ZSupportConfig } from './support';

/**
 * The repository root, so defaults do not depend on the working directory: the nearest folder above
 * this module (apps/api/src/config, or apps/api/dist once bundled) that holds apps/api.
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'apps/api/package.json'))) return folder;
    if (path.dirname(folder) === folder) return path.resolve(from, '../../..');
  }
}

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZPath = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((value) => path.resolve(value));

const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: ZPath(path.join(REPO_ROOT, 'data/pglite')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    API_SIGNATURE_SECRET: z.string().min(8).default(DEV_SIGNATURE_SECRET),
    WEB_DIST: ZPath(path.join(REPO_ROOT, 'apps/web/dist')),
    /** The staff app's build (apps/staff), served at /staff/. */
    STAFF_DIST: ZPath(path.join(REPO_ROOT, 'apps/staff/dist')),
    SEED_DEMO: ZBool.default(true),
    /** Bearer token of /api/ops/; production starts no ops routes without it, development makes one. */
    OPS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,256}$/, 'must be 32–256 characters of A-Z, a-z, 0-9, _ and -')
      .optional(),
    /** Where development keeps the token it made, so `npm run ops` on the same machine can read it. */
    OPS_TOKEN_FILE: ZPath(path.join(REPO_ROOT, 'data/ops-token')),
    /** Where development keeps the payment-callback key it made (no public constant, docs/decisions/023). */
    PAYMENT_WEBHOOK_SECRET_FILE: ZPath(path.join(REPO_ROOT, 'data/payment-webhook-secret')),
    ...ZNetworkConfig.shape,
    ...ZDeliveryConfig.shape,
    ...ZMailConfig.shape,
    ...ZNoticesConfig.shape,
    ...ZOperationsConfig.shape,
    ...ZPaymentsConfig.shape,
    ...ZSubscriptionsConfig.shape,
    ...ZDeletionConfig.shape,
    ...ZJobsConfig.shape,
    ...ZSupportConfig.shape,
  })
  .superRefine((config, ctx) => {
    const production = config.NODE_ENV === 'production';
    const issue = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    if (production && config.API_SIGNATURE_SECRET === DEV_SIGNATURE_SECRET) {
      issue('API_SIGNATURE_SECRET', 'must be set to a secret of your own when NODE_ENV=production');
    }
    if (production && config.AUTH_CODE_PEPPER === DEV_CODE_PEPPER) {
      issue('AUTH_CODE_PEPPER', 'must be set to a secret of your own when NODE_ENV=production');
    }
    for (const [name, message] of deliveryIssues(config)) issue(name, message);
    for (const [name, message] of paymentIssues(config)) issue(name, message);
    for (const [name, message] of mailIssues(config)) issue(name, message);
    for (const [name, message] of supportIssues(config)) issue(name, message);
    if (config.MAX_CONNECTIONS_PER_HOST > config.MAX_CONNECTIONS) {
      issue('MAX_CONNECTIONS_PER_HOST', 'must not be more than MAX_CONNECTIONS');
    }
  });

export type Config = z.output<typeof ZConfig>;
export type ConfigInput = Partial<Record<keyof z.input<typeof ZConfig>, string>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ZConfig.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
