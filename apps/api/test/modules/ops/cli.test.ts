import { expect, it } from 'vitest';
import { describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { subscriptionOf } from '../../helpers/payments';
import { awaitingHandover, OPS_CONFIG, runOps } from './fixture';

describeWithApp(
  'npm run ops (the CLI as a child process)',
  ({ app }) => {
    it('hands a device over through the running api and prints the result', async () => {
      const { client } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id);

      const { code, stdout } = await runOps(
        app(),
        ['handover', String(subscription.id), '--serial', unit.serial, '--id-checked'],
        'Cli Tester',
      );

      expect(code).toBe(0);
      expect(stdout).toMatch(
        new RegExp(`^Subscription #${subscription.id} active \\(2\\) .* serial ${unit.serial}`),
      );
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        status: 2,
        handedOverBy: 'Cli Tester',
      });
    });
  },
  OPS_CONFIG,
);
