import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rememberLanguages } from '../../../src/modules/notices/language-hook';
import type { NoticeRepository } from '../../../src/modules/notices/repository';

/** A bare app whose only route answers as client 7, in the language of `?lang=`. */
async function appWith(rememberLanguage: (clientId: number, locale: string) => Promise<void>) {
  const app = Fastify();
  app.decorateRequest('locale', 'ru');
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request: FastifyRequest<{ Querystring: { lang?: string } }>) => {
    Object.assign(request, { locale: request.query.lang ?? 'ru', principal: { clientId: 7 } });
  });
  app.get('/', async () => 'ok');
  rememberLanguages(app, { rememberLanguage } as unknown as NoticeRepository);
  await app.ready();
  return app;
}

describe('the language a client uses the account in', () => {
  it('is written once while the first write is still going, and again when it changes', async () => {
    const writes: string[] = [];
    let finish: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const app = await appWith(async (clientId, locale) => {
      writes.push(`${clientId}:${locale}`);
      await slow;
    });
    // The hook runs after the answer is sent: the calls below are answered while the first write waits.
    await Promise.all([app.inject('/'), app.inject('/'), app.inject('/')]);
    finish();
    await app.inject('/');
    await app.inject('/?lang=en');
    expect(writes).toEqual(['7:ru', '7:en']);
    await app.close();
  });

  it('is written again on the next call when a write failed', async () => {
    const writes: string[] = [];
    const app = await appWith(async (clientId, locale) => {
      writes.push(`${clientId}:${locale}`);
      if (writes.length === 1) throw new Error('database gone');
    });
    await app.inject('/');
    await app.inject('/');
    await app.inject('/');
    expect(writes).toEqual(['7:ru', '7:ru']);
    await app.close();
  });
});
