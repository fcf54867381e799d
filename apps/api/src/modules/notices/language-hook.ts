import type { FastifyInstance } from 'fastify';
import type { NoticeRepository } from './repository';

const REMEMBERED = 10_000;

/**
 * Keeps the language each client uses the account in (X-Locale of their signed-in calls), so notices
 * are written in it. A process writes a client's language when it first sees it or sees it change.
 */
export function rememberLanguages(app: FastifyInstance, repository: NoticeRepository): void {
  const known = new Map<number, string>();
  app.addHook('onResponse', async (request, reply) => {
    const clientId = request.principal?.clientId;
    if (clientId === undefined || reply.statusCode >= 400 || known.get(clientId) === request.locale) return;
    try {
      await repository.rememberLanguage(clientId, request.locale);
      if (known.size >= REMEMBERED) known.clear();
      known.set(clientId, request.locale);
    } catch (error) {
      request.log.warn({ err: error }, 'client language not kept');
    }
  });
}
