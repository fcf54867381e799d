import { afterEach, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import {
  bindCard,
  createSubscription,
  PAYMENT_TEST_CONFIG,
  paymentsOf,
  subscriptionOf,
} from '../../helpers/payments';
import { auditOf, setNow, setStatus } from './fixture';

/** Noon in Bishkek on a day. */
const noon = (day: string) => `${day}T06:00:00Z`;

describeEachDatabase(
  'pauses, resumes and refusals in billing',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
    });

    /** An active subscription with a card, paid until 2026-03-19; today is 2026-03-10. */
    async function active(overrides: Parameters<typeof createSubscription>[2] = {}) {
      const { client, token } = await signedInClient(app());
      await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id, {
        startDate: '2026-01-20',
        nextPaymentDate: '2026-03-20',
        endDate: '2027-01-20',
        billingDay: 20,
        billingPeriod: 3,
        ...overrides,
      });
      setNow(app(), noon('2026-03-10'));
      return { token, subscription };
    }

    async function billOn(day: string) {
      setNow(app(), noon(day));
      await app().billing.runOnce();
    }

    it('a pause moves the dates and the job skips it; resumed, it is billed on the moved date', async () => {
      const { token, subscription } = await active();
      expect((await setStatus(app(), token, subscription.id, 3)).statusCode).toBe(200);
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        status: 3,
        nextPaymentDate: '2026-04-19',
        endDate: '2027-02-19',
      });

      await billOn('2026-03-20');
      expect(await paymentsOf(app(), subscription.id)).toEqual([]);

      setNow(app(), noon('2026-03-17'));
      expect((await setStatus(app(), token, subscription.id, 2)).statusCode).toBe(200);
      await billOn('2026-03-26');
      expect(await paymentsOf(app(), subscription.id)).toEqual([]);
      await billOn('2026-03-27');
      expect(await paymentsOf(app(), subscription.id)).toMatchObject([
        { period: 3, status: 'success', amount: 250_000 },
      ]);
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        nextPaymentDate: '2026-04-27',
        billingPeriod: 4,
        pausedDays: 7,
      });
    });

    it('a pause that reaches its longest is resumed by the billing chore and billed on the moved date', async () => {
      const { token, subscription } = await active();
      await setStatus(app(), token, subscription.id, 3);

      setNow(app(), noon('2026-04-08'));
      await app().subscriptions.status.resumeEndedPauses();
      expect((await subscriptionOf(app(), subscription.id)).status).toBe(3);

      setNow(app(), noon('2026-04-09'));
      expect(await app().subscriptions.status.resumeEndedPauses()).toBeGreaterThanOrEqual(1);
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        status: 2,
        pausedDays: 30,
        nextPaymentDate: '2026-04-19',
        pauseEndsOn: null,
      });
      const audit = await auditOf(app(), subscription.id);
      expect(audit.at(-1)).toMatchObject({
        actor: 'system',
        action: 'subscription.resumed',
        details: { automatic: true },
      });

      await billOn('2026-04-18');
      expect(await paymentsOf(app(), subscription.id)).toEqual([]);
      await billOn('2026-04-19');
      expect(await paymentsOf(app(), subscription.id)).toMatchObject([{ period: 3, status: 'success' }]);
    });

    it('after unsubscribing nothing more is charged; the device goes back at the end of the paid period', async () => {
      const { token, subscription } = await active();
      const response = await setStatus(app(), token, subscription.id, 4);
      expect(response.json().subscription).toMatchObject({ status: 4, returnDate: '2026-03-19' });
      for (const day of ['2026-03-20', '2026-04-20', '2026-05-20']) await billOn(day);
      // Only the price of leaving early (docs/decisions/054): 2 months of 12 at the 3-month price of
      // today's grid (an order older than its copy), 2 × (5 990 − 3 890) som; no monthly charge.
      const payments = await paymentsOf(app(), subscription.id);
      expect(payments.filter((p) => p.period === 0).map((p) => p.amount)).toEqual([420_000]);
      // No month of the paid term is charged after it (late months past the return date: decision 053).
      expect(payments.filter((p) => p.period > 0 && p.period < 3)).toEqual([]);
    });

    it('charges no period past the term', async () => {
      const { subscription: last } = await active({ term: 3, billingPeriod: 3 });
      const { subscription: over } = await active({ term: 3, billingPeriod: 4 });
      await billOn('2026-03-20');
      expect(await paymentsOf(app(), last.id)).toMatchObject([{ period: 3, status: 'success' }]);
      expect(await paymentsOf(app(), over.id)).toEqual([]);
    });
  },
  PAYMENT_TEST_CONFIG,
);
