import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers by which a proxy (or anyone pretending to be one) says a request came from elsewhere. A
 * reverse proxy on this machine connects from loopback, so any of them means "not this machine".
 */
const FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-proxyuser-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'fastly-client-ip',
  'fly-client-ip',
  'via',
];

/**
 * The one rule for "a request from this machine itself": the socket's address is loopback and no
 * forwarding header is present at all. The headers are the client's to write, so only their absence
 * counts, never their value. Every development door and /metrics without a token use it.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return FORWARDING.every((name) => request.headers[name] === undefined);
}

/**
 * onRequest hook of the development doors (the code outbox, dev billing, the mail outbox, the notices,
 * the sandbox gateway's switch): only the machine itself may use them; anyone else gets the plain 404
 * of a path that does not exist. They are registered only outside production in the first place
 * (docs/decisions/023).
 */
export async function devOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!fromThisMachine(request)) throw new AppError('not_found');
}
