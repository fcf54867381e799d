import { specText, ZClientResponse } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

describeEachDatabase('user/advertising/', ({ app }) => {
  const consentRows = async (clientId: number) =>
    app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, 'profile.advertising')))
      .orderBy(auditLog.id);

  it('switches the consent and records each change in the audit log', async () => {
    const { token, client } = await signedInClient(app());
    const set = (advertising: boolean) =>
      apiInject(app(), { path: 'user/advertising/', body: { advertising }, token, ip: '10.1.2.3' });
    const on = await set(true);
    expect(ZClientResponse.parse(on.json()).client.advertising).toBe(true);
    await set(true);
    const off = await set(false);
    expect(ZClientResponse.parse(off.json()).client.advertising).toBe(false);
    const rows = await consentRows(client.id);
    expect(rows.map((row) => [row.actor, row.ip, row.details])).toEqual([
      ['client', '10.1.2.3', { fields: ['advertising'], advertising: true }],
      ['client', '10.1.2.3', { fields: ['advertising'], advertising: false }],
    ]);
  });

  it.each(['ru', 'en'] as const)(
    'refuses a body without a yes or no, writing nothing (%s)',
    async (locale) => {
      const { token, client } = await signedInClient(app());
      const missing = await apiInject(app(), { path: 'user/advertising/', body: {}, token, locale });
      expect(errorOf(missing)).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: specText('requiredFields', locale),
        fields: { advertising: specText('fieldRequired', locale) },
      });
      const wrong = await apiInject(app(), {
        path: 'user/advertising/',
        body: { advertising: 'yes' },
        token,
        locale,
      });
      expect(errorOf(wrong)).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: specText('incorrectInfo', locale),
        fields: { advertising: specText('incorrectInfo', locale) },
      });
      expect(await consentRows(client.id)).toEqual([]);
    },
  );
});
