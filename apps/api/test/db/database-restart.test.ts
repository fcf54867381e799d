import { specText } from '@ijara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE } from '../fixtures/profile';
import { BISHKEK, uniqueIp, uniquePhone } from '../helpers/auth';
import { freePort, ServerProcess } from '../helpers/server-process';
import { canMakeCluster, ThrowawayPostgres } from '../helpers/throwaway-postgres';

type Answer = Awaited<ReturnType<ServerProcess['call']>> | { status: 0; ms: number; error: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The api on a PostgreSQL cluster of the test's own, which is restarted and stopped under load: the
 * process must stay up, answer 503 (never 500, never hang) while the database is away, and serve again
 * by itself once it is back. Runs where PostgreSQL is (DATABASE_URL set, as in .ci/run).
 */
describe.runIf(process.env.DATABASE_URL && canMakeCluster)('the api through database outages', () => {
  let database: ThrowawayPostgres;
  let server: ServerProcess;
  let token = '';

  /**
   * `workers` loops until stop() is called, every answer kept: half read signed in, half start a
   * sign-in (a transaction of several statements, the kind a restart cuts in the middle).
   */
  function load(workers: number) {
    const answers: Answer[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async (_, index) => {
      while (running) {
        const started = performance.now();
        const request =
          index % 2 === 0
            ? server.call('user/getinfo/', undefined, token)
            : server.call(
                'auth/registration/',
                { phone: uniquePhone(), city: BISHKEK },
                undefined,
                uniqueIp(),
              );
        answers.push(
          await request.catch((error: unknown) => ({
            status: 0 as const,
            ms: performance.now() - started,
            error,
          })),
        );
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return answers;
      },
    };
  }

  async function secondsUntilServing(): Promise<number> {
    const started = performance.now();
    for (;;) {
      const answer = await server.call('user/getinfo/', undefined, token).catch(() => ({ status: 0 }));
      if (answer.status === 200) return (performance.now() - started) / 1000;
      if (performance.now() - started > 30_000) throw new Error(`not serving again: ${server.log}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    database = new ThrowawayPostgres(await freePort());
    await database.start();
    server = new ServerProcess(await freePort(), {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    });
    await server.ready();
    token = await server.signIn(uniquePhone(), BISHKEK, PROFILE);
  }, 90_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    database?.remove();
  });

  it('keeps serving through a restart under load: no 500, nothing hangs, back within 5 s', async () => {
    const running = load(20);
    await sleep(1_000);
    await database.restart();
    const recovery = await secondsUntilServing();
    const answers = await running.stop();

    expect(server.alive, server.log).toBe(true);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect(
      [...statuses].every((status) => status === 200 || status === 503),
      [...statuses].join(),
    ).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000);
    expect(recovery).toBeLessThan(5);
    console.info(
      `restart under load: ${answers.length} answers, statuses ${[...statuses]}, back in ${recovery.toFixed(2)} s`,
    );
  }, 60_000);

  it('answers 503 with Retry-After in the person’s language while the database is down, then recovers', async () => {
    await database.stop();
    const during: Answer[] = [];
    for (let i = 0; i < 5; i += 1) during.push(await server.call('user/getinfo/', undefined, token));
    await database.start();
    const recovery = await secondsUntilServing();

    expect(server.alive, server.log).toBe(true);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      if (!('json' in answer)) throw new Error('no answer');
      expect(answer.json).toEqual({
        statusCode: '503',
        code: 'database_unavailable',
        message: specText('databaseUnavailable', 'ru'),
      });
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.ms).toBeLessThan(10_000);
    }
    expect(recovery).toBeLessThan(5);
    console.info(
      `outage: ${during.map((a) => Math.round(a.ms)).join(', ')} ms per 503, back in ${recovery.toFixed(2)} s`,
    );
  }, 60_000);

  it('drains the requests in flight on SIGTERM and exits cleanly', async () => {
    const inFlight = Array.from({ length: 10 }, () => server.call('user/getinfo/', undefined, token));
    await sleep(20);
    const exit = server.stop('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await exit, server.log).toBe(0);
  }, 30_000);
});
