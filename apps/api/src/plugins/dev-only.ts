import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes from this machine itself: the socket's address is loopback and no proxy
 * forwarded it (a reverse proxy on the same machine would otherwise make every visitor "local").
 * X-Forwarded-For is the client's to write, so only its absence counts, never its value.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/**
 * onRequest hook of the development doors (the code outbox, dev billing, the mail outbox): only the
 * machine itself may use them; anyone else gets the plain 404 of a path that does not exist. They
 * are registered only outside production in the first place (docs/decisions/023).
 */
export async function devOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!fromThisMachine(request)) throw new AppError('not_found');
}
