import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { builtCommand } from '../../helpers/api-build';
import { describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { subscriptionOf } from '../../helpers/payments';
import { awaitingHandover, OPS_CONFIG, OPS_TOKEN } from './fixture';

const API_ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

describeWithApp(
  'npm run ops (the CLI as a child process)',
  ({ app }) => {
    it('hands a device over through the running api and prints the result', async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
      const { port } = app().server.address() as AddressInfo;
      const { client } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id);

      const { stdout } = await run(
        process.execPath,
        builtCommand('ops', 'handover', String(subscription.id), '--serial', unit.serial, '--id-checked'),
        {
          cwd: API_ROOT,
          env: {
            ...process.env,
            OPS_URL: `http://127.0.0.1:${port}`,
            OPS_TOKEN,
            OPS_OPERATOR: 'Cli Tester',
            LANG: 'C',
          },
        },
      );

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
