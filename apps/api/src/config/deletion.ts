import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The erasure job of personal-data deletion (docs/decisions/022-personal-data-deletion.md). */
export const ZDeletionConfig = z.object({
  /** Default: on, except when NODE_ENV=test (tests run the job themselves). */
  ERASURE_ENABLED: ZBool.optional(),
  /** How often the job looks for clients whose deletion day has come. */
  ERASURE_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
});

export function erasureEnabled(config: z.output<typeof ZDeletionConfig> & { NODE_ENV: string }): boolean {
  return config.ERASURE_ENABLED ?? config.NODE_ENV !== 'test';
}
