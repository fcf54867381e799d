import { specText, ZCardsResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import {
  auditActions,
  bindCard,
  CARDS,
  createSubscription,
  PAYMENT_TEST_CONFIG,
} from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';

function activate(app: FastifyInstance, token: string, cardID: number, locale: 'ru' | 'en' = 'ru') {
  return apiInject(app, {
    path: 'payment/activate-card/',
    body: { type: '2', city: 1, cardID },
    token,
    locale,
  });
}

function remove(app: FastifyInstance, token: string, cardID: number, locale: 'ru' | 'en' = 'ru') {
  return apiInject(app, { path: 'payment/remove-card/', body: { cardID }, token, locale });
}

const active = (response: { json(): unknown }) =>
  ZCardsResponse.parse(response.json()).cards.map((card) => [card.pan, card.active]);

describeEachDatabase(
  'cards: list, activate, remove',
  ({ app }) => {
    it('lists only the client’s own cards, oldest first, never a token', async () => {
      const { token, client } = await signedInClient(app());
      const other = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.success);
      await bindCard(app(), client.id, '5555 5555 5555 4444');
      await bindCard(app(), other.client.id, CARDS.success);
      const response = await apiInject(app(), { path: 'payment/cards/', token });
      expect(response.statusCode).toBe(200);
      expect(active(response)).toEqual([
        ['**** 4242', true],
        ['**** 4444', false],
      ]);
      expect(response.body).not.toContain('card_');
    });

    it('makes the chosen card the one active card, and writes one audit row per change', async () => {
      const { token, client } = await signedInClient(app());
      await bindCard(app(), client.id, CARDS.success);
      const second = await bindCard(app(), client.id, '5555 5555 5555 4444');
      const response = await activate(app(), token, second.id);
      expect(response.statusCode).toBe(200);
      expect(active(response)).toEqual([
        ['**** 4242', false],
        ['**** 4444', true],
      ]);
      // Activating the active card again changes nothing.
      expect(active(await activate(app(), token, second.id))).toEqual(active(response));
      expect(await auditActions(app(), client.id)).toEqual(['card.bind', 'card.bind', 'card.activate']);
    });

    it('answers 404 for someone else’s card, and for a removed one', async () => {
      const { token, client } = await signedInClient(app());
      const other = await signedInClient(app());
      const theirs = await bindCard(app(), other.client.id);
      expect(errorOf(await activate(app(), token, theirs.id)).code).toBe('not_found');
      expect(errorOf(await remove(app(), token, theirs.id)).code).toBe('not_found');
      const mine = await bindCard(app(), client.id);
      await bindCard(app(), client.id);
      expect((await remove(app(), token, mine.id)).statusCode).toBe(200);
      expect((await activate(app(), token, mine.id)).statusCode).toBe(404);
    });

    it.each(['ru', 'en'] as const)(
      'refuses to remove the only card while a subscription is active or paused (%s)',
      async (locale) => {
        const { token, client } = await signedInClient(app());
        const card = await bindCard(app(), client.id);
        await createSubscription(app(), client.id, { status: 3 });
        const response = await remove(app(), token, card.id, locale);
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toEqual({
          statusCode: '409',
          code: 'card_required',
          message: specText('onlyCardActiveSubscription', locale),
        });
        expect(errorOf(response).message).toBe(
          locale === 'en'
            ? 'This is the only card paying your active subscription. Bind another card first.'
            : 'Это единственная карта, с которой оплачивается ваша активная подписка. Сначала привяжите другую карту.',
        );
        // With a second card bound, the same removal goes through.
        await bindCard(app(), client.id, '5555 5555 5555 4444');
        expect(active(await remove(app(), token, card.id, locale))).toEqual([['**** 4444', true]]);
      },
    );

    it('removes the only card when no subscription needs it', async () => {
      const { token, client } = await signedInClient(app());
      const card = await bindCard(app(), client.id);
      await createSubscription(app(), client.id, { status: 5 });
      const response = await remove(app(), token, card.id);
      expect(response.statusCode).toBe(200);
      expect(active(response)).toEqual([]);
    });

    it('makes the newest remaining card active when the active one is removed', async () => {
      const { token, client } = await signedInClient(app());
      const first = await bindCard(app(), client.id, CARDS.success);
      await bindCard(app(), client.id, '5555 5555 5555 4444');
      await bindCard(app(), client.id, '9417 0000 0000 0008');
      await createSubscription(app(), client.id);
      const response = await remove(app(), token, first.id);
      expect(ZCardsResponse.parse(response.json()).cards.map((c) => [c.pan, c.brand, c.active])).toEqual([
        ['**** 4444', 'mastercard', false],
        ['**** 0008', 'elcart', true],
      ]);
      expect(await auditActions(app(), client.id)).toEqual([
        'card.bind',
        'card.bind',
        'card.bind',
        'card.remove',
      ]);
    });

    it('keeps exactly one active card under concurrent activations', async () => {
      const { token, client } = await signedInClient(app());
      const ids = [];
      for (const number of [CARDS.success, '5555 5555 5555 4444', '9417 0000 0000 0008']) {
        ids.push((await bindCard(app(), client.id, number)).id);
      }
      const answers = await Promise.all(
        ids.flatMap((id) => [activate(app(), token, id), activate(app(), token, id)]),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const cards = ZCardsResponse.parse(
        (await apiInject(app(), { path: 'payment/cards/', token })).json(),
      ).cards;
      expect(cards.filter((card) => card.active)).toHaveLength(1);
    });
  },
  PAYMENT_TEST_CONFIG,
);
