import { addDays, SPEC_TEXTS, todayInBishkek } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, clients } from '../../../src/db/schema/index';
import { ZErasePreviewResponse } from '../../../src/modules/ops/commands';
import { describeEachDatabase, describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, createSubscription } from '../../helpers/payments';
import { OPS_CONFIG, ops, runOps } from './fixture';

describeEachDatabase(
  'ops erase-preview',
  ({ app }) => {
    it('shows what erasure would blank, revoke and keep, changing nothing', async () => {
      const requestedOn = addDays(todayInBishkek(), -3);
      const { client } = await signedInClient(app(), {
        email: 'aigul@example.kg',
        deletePersonalData: true,
        deletePersonalDataDate: requestedOn,
      });
      await bindCard(app(), client.id);
      await createSubscription(app(), client.id, { status: 5, deliveryAddress: 'Чуй 1' });
      const running = await createSubscription(app(), client.id, { status: 3 });
      const [before] = await app().db.select().from(clients).where(eq(clients.id, client.id));

      const response = await ops(app(), 'erase-preview', { phone: `+${client.phone}` });
      expect(response.statusCode, response.body).toBe(200);
      const preview = ZErasePreviewResponse.parse(response.json());
      expect(preview.client).toEqual({
        id: client.id,
        phone: client.phone,
        requestedOn,
        erasesOn: addDays(requestedOn, 12),
        erased: false,
      });
      expect(Object.fromEntries(preview.fields.map((field) => [field.name, field.value]))).toEqual({
        phone: client.phone,
        firstName: 'Айгуль',
        lastName: 'Осмонова',
        email: 'aigul@example.kg',
        birthdate: '1994-05-17',
        gender: 'female',
        citizenship: 'kg',
        communication: 'whatsapp',
        cityId: '1',
      });
      expect(preview.erase).toMatchObject({ sessions: 1, cards: 1, deliveryAddresses: 1 });
      expect(preview.keep).toEqual({ subscriptions: 2, payments: 0, bonusEntries: 0 });
      expect(preview.blockers).toEqual([{ subscriptionID: running.id, status: 3 }]);

      const [after] = await app().db.select().from(clients).where(eq(clients.id, client.id));
      expect(after).toEqual(before);
      const audit = await app()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, 'ops.erase_preview')));
      expect(audit.map((row) => [row.actor, row.details])).toEqual([['staff', { operator: 'Aida' }]]);
    });

    it('answers 404 for an unknown phone and 400 for a bad one', async () => {
      const unknown = await ops(app(), 'erase-preview', { phone: '996555999999' }, { locale: 'ru' });
      expect(unknown.json()).toEqual({
        statusCode: '404',
        code: 'not_found',
        message: SPEC_TEXTS.ru.opsClientNotFound,
      });
      expect((await ops(app(), 'erase-preview', { phone: 'twelve' })).statusCode).toBe(400);
    });
  },
  OPS_CONFIG,
);

describeWithApp(
  'npm run ops -- erase-preview',
  ({ app }) => {
    it('prints the preview', async () => {
      const { client } = await signedInClient(app());
      const { code, stdout } = await runOps(app(), ['erase-preview', client.phone]);
      expect(code).toBe(0);
      expect(stdout).toContain(
        `Client #${client.id}  ${client.phone}  [no deletion requested (shown as if it were)]`,
      );
      expect(stdout).toContain('  firstName: Айгуль');
      expect(stdout).toContain('1 live sessions revoked');
    });
  },
  OPS_CONFIG,
);
