import { ZCardListResponse } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { auditActions, bindCard, PAYMENT_TEST_CONFIG, postCallback } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';

let seq = 0;
function bindFailed(clientId: number, code: string) {
  seq += 1;
  return JSON.stringify({
    id: `evt_bind_failed_${Date.now()}_${seq}`,
    type: 'card.bind_failed',
    created: Math.floor(Date.now() / 1000),
    data: { session: `ses_test_${seq}`, reference: String(clientId), code },
  });
}

async function cardsAnswer(app: FastifyInstance, token: string, locale: 'ru' | 'en' = 'ru') {
  const response = await apiInject(app, { path: 'payment/cards/', token, locale });
  expect(response.statusCode, response.body).toBe(200);
  return ZCardListResponse.parse(response.json());
}

describeEachDatabase(
  'a refused card binding on payment/cards/',
  ({ app }) => {
    it('answers the refusal at once, in the language of the request', async () => {
      const { token, client } = await signedInClient(app());
      expect((await cardsAnswer(app(), token)).bindFailure).toBeNull();

      const posted = await postCallback(app(), bindFailed(client.id, 'expired_card'));
      expect(posted.json()).toEqual({ statusCode: '200', result: 'applied' });
      expect(await auditActions(app(), client.id)).toEqual(['card.bind_failed']);

      const ru = await cardsAnswer(app(), token, 'ru');
      expect(ru.cards).toEqual([]);
      expect(ru.bindFailure).toMatchObject({ code: 'expired_card', message: 'срок действия карты истёк' });
      expect(Date.now() - Date.parse(ru.bindFailure?.at ?? '')).toBeLessThan(60_000);
      const en = await cardsAnswer(app(), token, 'en');
      expect(en.bindFailure).toMatchObject({ code: 'expired_card', message: 'the card has expired' });
    });

    it('answers the newest refusal; an unknown code is a plain decline', async () => {
      const { token, client } = await signedInClient(app());
      await postCallback(app(), bindFailed(client.id, 'insufficient_funds'));
      await postCallback(app(), bindFailed(client.id, 'do_not_honour'));
      expect((await cardsAnswer(app(), token, 'en')).bindFailure).toMatchObject({
        code: 'do_not_honour',
        message: 'the bank declined the card',
      });
    });

    it('forgets a refusal once a card is bound after it, and one older than 30 minutes', async () => {
      const { token, client } = await signedInClient(app());
      await postCallback(app(), bindFailed(client.id, 'card_declined'));
      expect((await cardsAnswer(app(), token)).bindFailure?.message).toBe('банк отклонил карту');
      await bindCard(app(), client.id);
      const after = await cardsAnswer(app(), token);
      expect(after.cards).toHaveLength(1);
      expect(after.bindFailure).toBeNull();

      const { token: other, client: otherClient } = await signedInClient(app());
      await postCallback(app(), bindFailed(otherClient.id, 'card_declined'));
      await app().db.execute(
        sql`update audit_log set created_at = now() - interval '31 minutes' where client_id = ${otherClient.id}`,
      );
      expect((await cardsAnswer(app(), other)).bindFailure).toBeNull();
    });

    it('keeps nobody else informed of the refusal', async () => {
      const { client } = await signedInClient(app());
      const { token: other } = await signedInClient(app());
      await postCallback(app(), bindFailed(client.id, 'card_declined'));
      expect((await cardsAnswer(app(), other)).bindFailure).toBeNull();
    });
  },
  PAYMENT_TEST_CONFIG,
);
