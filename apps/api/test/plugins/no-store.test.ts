import { DEV_OUTBOX_PATH } from '@ijara/contract';
import { expect, it } from 'vitest';
import { describeWithApp } from '../helpers/app';
import { signedInClient } from '../helpers/auth';
import { apiInject } from '../helpers/request';

describeWithApp('answers with personal data are never stored by a cache', ({ app }) => {
  it.each(['user/getinfo/', 'payment/cards/', 'payment/list/'])(
    'answers %s signed in with Cache-Control: no-store',
    async (path) => {
      const { token } = await signedInClient(app());
      const response = await apiInject(app(), { path, token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('marks the refusal of a call that needs a token no-store as well', async () => {
    const response = await apiInject(app(), { path: 'user/getinfo/' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the dev outbox, which hands out sign-in codes, with no-store', async () => {
    const response = await app().inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=996700123456` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalog cacheable', async () => {
    const response = await apiInject(app(), { path: 'info/catalog/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
