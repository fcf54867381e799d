import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { OneLinePerRequest } from '../src/logger';

/** A Fastify app at `info` whose log lines are kept, with a quick, a slow and a failing route. */
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, stream),
    logController: new OneLinePerRequest(50),
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return { ok: true };
  });
  app.get('/broken', async (_request, reply) => reply.code(503).send({ ok: false }));
  await app.ready();
  return { app, lines };
}

describe('request logs (issue 26 item 22)', () => {
  let close = async () => {};
  afterAll(() => close());

  it('keeps quick answers at debug and writes slow and 5xx ones at info, one line each', async () => {
    const { app, lines } = await appWithLog();
    close = () => app.close();
    for (let i = 0; i < 20; i += 1) await app.inject('/quick');
    await app.inject('/slow?token=secret');
    await app.inject('/broken');
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.path, line.status])).toEqual([
      ['/slow', 200],
      ['/broken', 503],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
