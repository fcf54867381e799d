import type { Server, ServerOptions } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import type { NetworkConfig } from '../config/network';

/** The ranges proxy-addr names, so a TRUST_PROXY list may use them as Fastify does. */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.1', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes the function Fastify itself makes of a
 * number (its types do not list numbers): the `hops` nearest addresses are proxies.
 */
export function trustProxyOption(
  trust: NetworkConfig['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}

/** Whether a socket's peer is a proxy TRUST_PROXY names: those carry many clients on purpose. */
function trustedProxies(trust: NetworkConfig['TRUST_PROXY']): (address: string) => boolean {
  if (trust === false || trust === 0) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    for (const [address, bits, type] of NAMED_RANGES[entry] ?? []) list.addSubnet(address, bits, type);
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Node's own timers for a request's arrival (Fastify passes them to http.createServer): the whole
 * request, body included, within REQUEST_TIMEOUT_MS; checked every second or more often, so a slow
 * body is cut close to the limit rather than up to Node's default 30 s later.
 */
export function requestTimeouts(config: NetworkConfig): { requestTimeout: number; http: ServerOptions } {
  const timeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout: timeout,
    http: {
      headersTimeout: Math.min(timeout, 60_000),
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(timeout / 4))),
    },
  };
}

/**
 * At most MAX_CONNECTIONS open sockets, and at most MAX_CONNECTIONS_PER_HOST from one address, so
 * that one host opening many (slow) connections uses up neither the process's files nor the others'
 * share. A refused connection is closed at once, before any byte is read.
 */
export function limitConnections(server: Server, config: NetworkConfig): void {
  server.maxConnections = config.MAX_CONNECTIONS;
  const exempt = trustedProxies(config.TRUST_PROXY);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > config.MAX_CONNECTIONS_PER_HOST) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
