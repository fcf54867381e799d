import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NoticeRepository } from './repository';

const REMEMBERED = 10_000;

/**
 * Keeps the language each client uses the account in (X-Locale of their signed-in calls), so notices
 * are written in it. A process writes a client's language when it first sees it or sees it change.
 */
export function rememberLanguages(app: FastifyInstance, repository: NoticeRepository): void {
  const known = new Map<number, string>();
  const remember = async (clientId: number, request: FastifyRequest) => {
    // Known before the write ends, so calls answered meanwhile do not write it again.
    if (known.size >= REMEMBERED) known.clear();
    known.set(clientId, request.locale);
    try {
      await repository.rememberLanguage(clientId, request.locale);
    } catch (error) {
      if (known.get(clientId) === request.locale) known.delete(clientId);
      request.log.warn({ err: error }, 'client language not kept');
    }
  };
  // Not an async hook: most answers have nothing to keep and should not wait for a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const clientId = request.principal?.clientId;
    if (clientId === undefined || reply.statusCode >= 400 || known.get(clientId) === request.locale) {
      return done();
    }
    remember(clientId, request).then(() => done());
  });
}
