import { z } from 'zod';

/** Operators' endpoints outside /api/v3/ (docs/decisions/023-resilience-and-safe-defaults.md). */
export const ZOperationsConfig = z.object({
  /**
   * Bearer token of GET /metrics. Without it /metrics answers loopback clients in development and
   * test, and does not exist in production.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,256}$/, 'must be 32–256 characters of A-Z, a-z, 0-9, _ and -')
    .optional(),
});
