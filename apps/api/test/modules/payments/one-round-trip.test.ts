import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, CARDS } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { checkoutFor, NO_KEY, order, SEED } from '../checkout/fixture';

type Method = (...args: unknown[]) => unknown;

/**
 * Counts the statements the app sends until undone: the pool's `query` on PostgreSQL; on the embedded
 * database the lock every statement takes, named or not (db/pglite-named-statements.ts).
 */
function countStatements(app: FastifyInstance): { count: () => number; undo: () => void } {
  const client = (app.db as unknown as { session: { client: Record<string, Method> } }).session.client;
  const name = '_runExclusiveQuery' in client ? '_runExclusiveQuery' : 'query';
  const original = client[name] as Method;
  let count = 0;
  client[name] = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return { count: () => count, undo: () => Object.assign(client, { [name]: original }) };
}

let undo: (() => void) | undefined;
afterEach(() => undo?.());

/**
 * Issue 33: a signed-in read is one round trip to the database in the common case. The session comes
 * from the short-lived cache after the first call, so each later call sends one statement.
 */
describeEachDatabase('signed-in reads: one statement each', ({ app }) => {
  it.each(['user/getinfo/', 'subscription/info/', 'payment/list/', 'payment/cards/'])('%s', async (path) => {
    const { token, client } = await signedInClient(app());
    await bindCard(app(), client.id, CARDS.success);
    // An order with insurance and an extra: a subscription, and a first payment with its lines.
    await checkoutFor(app()).create({
      clientId: client.id,
      request: order({ insurance: true, extras: [SEED.caseGlass] }),
      roistat: null,
      ip: null,
      locale: 'ru',
      intent: NO_KEY,
    });
    const first = await apiInject(app(), { path, token });
    expect(first.statusCode).toBe(200);
    // Counted over two calls: a snapshot whose few seconds ran out (the catalogue's, decision 043) checks
    // its version once on the call that finds it stale; the next one is the common case.
    const counts: number[] = [];
    for (let call = 0; call < 2; call += 1) {
      const counter = countStatements(app());
      undo = counter.undo;
      const again = await apiInject(app(), { path, token });
      counter.undo();
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      counts.push(counter.count());
    }
    if (path === 'payment/list/') expect(first.body).toContain('"kind":"insurance"');
    expect(Math.min(...counts)).toBe(1);
  });
});
