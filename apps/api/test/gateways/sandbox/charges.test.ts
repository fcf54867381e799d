import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { sandboxCallbacks, sandboxCards, sandboxCharges } from '../../../src/db/schema/index';
import { chargeOutcome, TEST_CARDS } from '../../../src/gateways/sandbox/test-cards';
import { describeEachDatabase } from '../../helpers/app';
import { allowConsole } from '../../helpers/console';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';

let seq = 0;

/** A stored sandbox card of this behaviour, as binding would keep it. */
async function cardOf(app: FastifyInstance, behaviour: string): Promise<string> {
  seq += 1;
  const token = `tok_test_${Date.now()}_${seq}`;
  await app.db
    .insert(sandboxCards)
    .values({ token, last4: '4242', brand: 'visa', expMonth: 12, expYear: 2039, behaviour });
  return token;
}

/** A charge of no payment of ours: its callback is accepted and changes nothing. */
function charge(app: FastifyInstance, token: string, key = `test-charge-${Date.now()}-${++seq}`) {
  return app.sandboxGateway.charges.charge({
    token,
    amount: 150_000,
    currency: 'KGS',
    reference: key,
    idempotencyKey: key,
  });
}

async function stored(app: FastifyInstance, key: string) {
  const rows = await app.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  const callbacks = await app.db.select().from(sandboxCallbacks);
  const bodies = callbacks.map(
    (row) => JSON.parse(row.body) as { type: string; data: { charge: string; code?: string } },
  );
  return { rows, callbacks: bodies.filter((body) => body.data.charge === rows[0]?.id) };
}

describeEachDatabase(
  'sandbox charges: the card read, the charge and its callback in one statement',
  ({ app }) => {
    it.each(TEST_CARDS.map((card) => card.behaviour))(
      'a card that behaves as %s charges as chargeOutcome says',
      async (behaviour) => {
        allowConsole();
        const key = `test-${behaviour}-${++seq}`;
        const result = await charge(app(), await cardOf(app(), behaviour), key);
        const outcome = chargeOutcome(behaviour);
        const { rows, callbacks } = await stored(app(), key);
        expect(rows).toHaveLength(1);
        if (outcome.ok) {
          expect(result).toMatchObject({
            status: 'succeeded',
            amount: 150_000,
            chargeId: rows[0]?.id,
            reported: true,
          });
          expect(rows[0]).toMatchObject({ status: 'succeeded', decline: null, declineCode: null });
          expect(callbacks.map((body) => body.type)).toEqual(['charge.succeeded']);
        } else {
          expect(result).toMatchObject({
            status: 'failed',
            decline: outcome.decline,
            code: outcome.code,
            reported: true,
          });
          expect(rows[0]).toMatchObject({
            status: 'failed',
            decline: outcome.decline,
            declineCode: outcome.code,
          });
          expect(callbacks.map((body) => [body.type, body.data.code])).toEqual([
            ['charge.failed', outcome.code],
          ]);
        }
      },
    );

    it('declines a token no card has, hard, and a stored behaviour it does not know charges as success', async () => {
      allowConsole();
      expect(await charge(app(), 'tok_nobody')).toMatchObject({
        status: 'failed',
        decline: 'hard',
        code: 'token_not_found',
      });
      expect(await charge(app(), await cardOf(app(), 'from_an_older_sandbox'))).toMatchObject({
        status: 'succeeded',
      });
    });

    it('answers a repeated key with the first outcome: one charge, one callback', async () => {
      allowConsole();
      const token = await cardOf(app(), 'success');
      const key = `test-repeat-${++seq}`;
      const first = await charge(app(), token, key);
      const again = await charge(app(), token, key);
      expect(again).toMatchObject({
        status: 'succeeded',
        chargeId: first.status === 'succeeded' ? first.chargeId : '',
      });
      expect(again).not.toHaveProperty('reported');
      const { rows, callbacks } = await stored(app(), key);
      expect([rows.length, callbacks.length]).toEqual([1, 1]);
    });

    it('says the outcome was reported only when its callback was accepted before the answer', async () => {
      allowConsole();
      const { state } = app().sandboxGateway;
      const before = state.reorderRate;
      state.reorderRate = 1;
      try {
        const result = await charge(app(), await cardOf(app(), 'success'));
        expect(result.status).toBe('succeeded');
        expect(result).not.toHaveProperty('reported');
      } finally {
        state.reorderRate = before;
      }
    });
  },
  PAYMENT_TEST_CONFIG,
);
