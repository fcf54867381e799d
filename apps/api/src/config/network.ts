import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/decisions/033): off, a hop count, or the proxies' addresses. The client's address is
 * then the right-most X-Forwarded-For entry that is not a trusted hop. `true` — trust every hop, so the
 * left-most entry, which the client writes — is refused.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'no longer takes "true" (it trusted every X-Forwarded-For hop, which the client can write): write the number of proxies in front of the api (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be 0–32' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count or a comma-separated list of proxy addresses/CIDRs; not an address: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** How the api meets the network: whom it believes about client addresses, and how long it waits. */
export const ZNetworkConfig = z.object({
  TRUST_PROXY: ZTrustProxy.default(false),
  /**
   * The longest a request may take to arrive, headers and body: a client sending a byte now and then
   * is cut with 408 after it, so it cannot hold a connection (and a file) for ever.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Open connections of the whole process; beyond it new ones are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4_096),
  /**
   * Open connections from one address (a browser opens ~6; a carrier's NAT shares one address among
   * many people). A trusted proxy's address is not limited: the proxy limits its clients.
   */
  MAX_CONNECTIONS_PER_HOST: z.coerce.number().int().min(1).max(1_000_000).default(256),
});

export type NetworkConfig = z.output<typeof ZNetworkConfig>;
