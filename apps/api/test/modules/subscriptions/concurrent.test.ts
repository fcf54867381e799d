import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { createSubscription, subscriptionOf } from '../../helpers/payments';
import { auditOf, setStatus } from './fixture';

describeEachDatabase('subscription/setstatus/ under concurrency', ({ app, driver }) => {
  it(`applies 50 parallel changes of one subscription one at a time (${driver})`, async () => {
    const { token, client } = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id, { endDate: '2030-01-01' });
    // Pauses and resumes outnumber unsubscribing, so several changes apply before the last one.
    const targets = Array.from({ length: 50 }, (_, i) => [3, 2, 3, 2, 4][i % 5] as 2 | 3 | 4);

    const responses = await Promise.all(
      targets.map((status) => setStatus(app(), token, subscription.id, status)),
    );

    const codes = responses.map((response) => response.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(','),
    ).toBe(true);
    const applied = codes.filter((code) => code === 200).length;
    const audit = await auditOf(app(), subscription.id);
    expect(audit).toHaveLength(applied);

    // The audit rows form one chain: each change starts from the state the previous one left.
    let status = 2;
    for (const row of audit) {
      const details = row.details as { from: number; status: number };
      expect(details.from).toBe(status);
      status = details.status;
    }
    const final = await subscriptionOf(app(), subscription.id);
    expect(final.status).toBe(status);
    expect(final.pauseCount).toBe(audit.filter((row) => row.action === 'subscription.paused').length);
    expect(final.pauseCount).toBeLessThanOrEqual(4);
    if (final.status === 3) expect(final.pauseEndsOn).not.toBeNull();
    else expect(final.pauseEndsOn).toBeNull();
    // Same-day pauses move nothing once resumed: the dates are where they started unless paused now.
    if (final.status !== 3) expect(final.nextPaymentDate).toBe(subscription.nextPaymentDate);
  });
});
