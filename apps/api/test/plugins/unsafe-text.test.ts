import { specText } from '@ijara/contract';
import { expect, it } from 'vitest';
import { PROFILE } from '../fixtures/profile';
import { describeEachDatabase } from '../helpers/app';
import { signedInClient, signIn } from '../helpers/auth';
import { apiInject, errorOf } from '../helpers/request';

const profile = PROFILE;

describeEachDatabase('text the database cannot keep is refused at the contract boundary', ({ app }) => {
  it.each(['ru', 'en'] as const)(
    'refuses a NUL byte in a field with 400 naming the field (%s)',
    async (locale) => {
      const { token } = await signIn(app());
      const response = await apiInject(app(), {
        path: 'user/updateinfo/',
        body: { ...profile, firstName: 'A\u0000' },
        token,
        locale,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: specText('incorrectInfo', locale),
        fields: { firstName: specText('incorrectInfo', locale) },
      });
    },
  );

  it('refuses a lone surrogate and names each field that has one, however deep', async () => {
    const { token } = await signIn(app());
    const response = await apiInject(app(), {
      path: 'user/updateinfo/',
      body: `{"firstName":"A\\ud800","lastName":"B\\u0000x","email":"a\\udc00@b.kg"}`,
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      firstName: specText('incorrectInfo', 'ru'),
      lastName: specText('incorrectInfo', 'ru'),
      email: specText('incorrectInfo', 'ru'),
    });
  });

  it('keeps a well-formed pair of surrogates (an emoji) in free text, such as a delivery address', async () => {
    const { token } = await signedInClient(app());
    const response = await apiInject(app(), {
      path: 'subscription/calculate/',
      body: {
        model: 1,
        term: 12,
        city: 1,
        insurance: false,
        delivery: 'delivery',
        address: 'Бишкек, ул. Токтогула, 125 🙂 (домофон 7)',
      },
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['GET', '/sandbox-gateway/bind/%00/'],
    ['POST', '/sandbox-gateway/bind/%00/'],
    ['GET', '/sandbox-gateway/bind/%00/3ds/'],
    ['POST', '/sandbox-gateway/bind/%00/3ds/'],
    ['POST', '/sandbox-gateway/bind/%00/cancel/'],
    ['GET', '/sandbox-gateway/bind/ses_0123456789abcdef01234567%00/'],
  ] as const)('answers %s %s with the page of an unknown session, not a 500', async (method, url) => {
    const response = await app().inject({
      method,
      url: `${url}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: method === 'POST' ? 'number=4242' : undefined,
    });
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="en">');
  });
});
