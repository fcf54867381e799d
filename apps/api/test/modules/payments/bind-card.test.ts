import { ZBindCardResponse, ZCardsResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { auditActions, CARDS, newKey, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';

async function startBinding(
  app: FastifyInstance,
  token: string,
  options: { locale?: 'ru' | 'en'; returnTo?: 'cards' | 'checkout' } = {},
): Promise<string> {
  const response = await apiInject(app, {
    path: 'payment/bind-card/',
    body: { type: '2', city: 1, ...(options.returnTo ? { returnTo: options.returnTo } : {}) },
    token,
    locale: options.locale ?? 'ru',
    headers: { 'idempotency-key': newKey() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZBindCardResponse.parse(response.json()).url;
}

function post(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const card = (number: string) => ({ number, expiry: '12/39', cvc: '123' });

async function listCards(app: FastifyInstance, token: string) {
  return ZCardsResponse.parse((await apiInject(app, { path: 'payment/cards/', token })).json()).cards;
}

describeEachDatabase(
  'binding a card through the sandbox hosted page',
  ({ app }) => {
    it('answers the hosted page, a tidy form with no script, in the language of the request', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token, { locale: 'en' });
      expect(url).toMatch(/^\/sandbox-gateway\/bind\/ses_[0-9a-f]{24}\/\?lang=en$/);
      const page = await app().inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).not.toContain('<script');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('Bind a bank card');
      expect(page.body).toContain('4000 0000 0000 3220');
      const russian = await app().inject({ method: 'GET', url: url.replace('lang=en', 'lang=ru') });
      expect(russian.body).toContain('Привязка банковской карты');
    });

    it('binds 4242… and sends the person back to /cards/, where the card is active', async () => {
      const { token, client } = await signedInClient(app());
      const url = await startBinding(app(), token);
      const done = await post(app(), url, card(CARDS.success));
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe('/cards/?bind=success');
      expect(await listCards(app(), token)).toEqual([
        { id: expect.any(Number), pan: '**** 4242', brand: 'visa', expiry: '12/39', active: true },
      ]);
      expect(await auditActions(app(), client.id)).toEqual(['card.bind']);
      // The page is finished: sending it again binds nothing more.
      expect((await post(app(), url, card(CARDS.success))).statusCode).toBe(410);
      expect(await listCards(app(), token)).toHaveLength(1);
    });

    it('keeps /en/ and returns to /checkout/ when binding started at checkout; a second card is not active', async () => {
      const { token } = await signedInClient(app());
      await post(app(), await startBinding(app(), token), card(CARDS.success));
      const url = await startBinding(app(), token, { locale: 'en', returnTo: 'checkout' });
      const done = await post(app(), url, card('5555 5555 5555 4444'));
      expect(done.headers.location).toBe('/en/checkout/?bind=success');
      const cards = await listCards(app(), token);
      expect(cards.map((c) => [c.pan, c.brand, c.active])).toEqual([
        ['**** 4242', 'visa', true],
        ['**** 4444', 'mastercard', false],
      ]);
    });

    it('shows a decline for 4000…0002 on the page and binds nothing', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token, { locale: 'en' });
      const declined = await post(app(), url, card(CARDS.declined));
      expect(declined.statusCode).toBe(200);
      expect(declined.body).toContain('The bank declined this card. Try another card.');
      const expired = await post(app(), url, card(CARDS.expired));
      expect(expired.body).toContain('this card has expired');
      expect(await listCards(app(), token)).toEqual([]);
      // The same page still takes another card.
      expect((await post(app(), url, card(CARDS.success))).headers.location).toBe('/en/cards/?bind=success');
    });

    it('asks a 3-D Secure confirmation for 4000…3220 and binds after "confirm"', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token);
      const asked = await post(app(), url, card(CARDS.threeDs));
      expect(asked.statusCode).toBe(303);
      const step = asked.headers.location as string;
      expect(step).toMatch(/\/3ds\/\?lang=ru$/);
      const page = await app().inject({ method: 'GET', url: step });
      expect(page.body).toContain('Подтверждение 3-D Secure');
      expect(page.body).toContain('**** 3220');
      expect(await listCards(app(), token)).toEqual([]);
      const confirmed = await post(app(), step, { answer: 'confirm' });
      expect(confirmed.headers.location).toBe('/cards/?bind=success');
      expect((await listCards(app(), token)).map((c) => c.pan)).toEqual(['**** 3220']);
    });

    it('returns to the form with a message when 3-D Secure fails', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token, { locale: 'en' });
      const step = (await post(app(), url, card(CARDS.threeDs))).headers.location as string;
      const failed = await post(app(), step, { answer: 'fail' });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('3-D Secure confirmation failed');
      expect(await listCards(app(), token)).toEqual([]);
    });

    it('names each wrong field: a number failing Luhn, a past expiry, a short CVC', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token, { locale: 'en' });
      const wrong = await post(app(), url, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('Check the card number.');
      expect(wrong.body).toContain('Enter a future expiry date as MM/YY.');
      expect(wrong.body).toContain('Enter the 3 or 4 digits');
      expect(wrong.body).toContain('aria-invalid="true"');
    });

    it('takes a cancel back to the cards page, marked cancelled', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token, { locale: 'en' });
      const cancelUrl = url.replace('/?lang=en', '/cancel/?lang=en');
      const cancelled = await post(app(), cancelUrl, {});
      expect(cancelled.headers.location).toBe('/en/cards/?bind=cancel');
      expect((await app().inject({ method: 'GET', url })).statusCode).toBe(410);
    });

    it('escapes what it echoes and answers unknown sessions with a "no longer active" page', async () => {
      const { token } = await signedInClient(app());
      const url = await startBinding(app(), token);
      const echoed = await post(app(), url, { number: '"><b>x', expiry: '', cvc: '' });
      expect(echoed.body).not.toContain('"><b>x');
      expect(echoed.body).toContain('&quot;&gt;&lt;b&gt;x');
      const unknown = await app().inject({ method: 'GET', url: '/sandbox-gateway/bind/ses_nope/' });
      expect(unknown.statusCode).toBe(410);
      expect(unknown.body).toContain('Эта страница больше не действует');
    });

    it('answers 503 gateway_unavailable from bind-card while the sandbox is down', async () => {
      const { token } = await signedInClient(app());
      const control = await app().inject({
        method: 'POST',
        url: '/sandbox-gateway/control',
        payload: { mode: 'down' },
      });
      expect(control.json()).toEqual({ statusCode: '200', mode: 'down' });
      try {
        const response = await apiInject(app(), {
          path: 'payment/bind-card/',
          body: { type: '2', city: 1 },
          token,
          locale: 'en',
          headers: { 'idempotency-key': newKey() },
        });
        expect(response.statusCode).toBe(503);
        expect(errorOf(response)).toMatchObject({ code: 'gateway_unavailable' });
      } finally {
        await app().inject({ method: 'POST', url: '/sandbox-gateway/control', payload: { mode: 'normal' } });
      }
    });
  },
  PAYMENT_TEST_CONFIG,
);
