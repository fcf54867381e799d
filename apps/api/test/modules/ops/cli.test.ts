import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { writeApiUrl } from '../../../src/modules/ops/ops-token';
import { describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { subscriptionOf } from '../../helpers/payments';
import { awaitingHandover, OPS_CONFIG, runOps } from './fixture';

describeWithApp(
  'npm run ops (the CLI as a child process)',
  ({ app }) => {
    it('finds the api on another PORT from the file the api writes beside the ops token (issue 26 item 23)', async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'ijara-ops-'));
      try {
        const tokenFile = path.join(folder, 'ops-token');
        await app()
          .listen({ port: 0, host: '127.0.0.1' })
          .catch(() => undefined);
        writeApiUrl(tokenFile, (app().server.address() as AddressInfo).port);
        const { code, stdout, stderr } = await runOps(app(), ['handovers'], 'Cli', { tokenFile });
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(stdout).not.toMatch(/Cannot reach/);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

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
