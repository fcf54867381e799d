import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { formFields } from '../../../src/gateways/freedompay/callbacks';
import {
  type Fields,
  scriptName,
  signature,
  signatureValid,
} from '../../../src/gateways/freedompay/signature';
import { text, xmlMessage } from '../../../src/gateways/freedompay/xml';

export const MERCHANT_ID = '9970';
export const SECRET_KEY = 'fake-freedompay-secret-key';

/** Cards of the fake's hosted page; the failure codes are the issuer's ISO 8583 codes it reports. */
export const FP_CARDS = {
  success: '4405645000006150',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
  threeDs: '4000000000003220',
  /** Refused on the hosted page: never tokenised. */
  refused: '4000000000000002',
  declined: '4000000000000341',
  unavailable: '4000000000000119',
} as const;

const FAILURE: Record<string, { code: string; description: string }> = {
  [FP_CARDS.insufficient]: { code: '51', description: 'Insufficient funds' },
  [FP_CARDS.expired]: { code: '54', description: 'Expired card' },
  [FP_CARDS.threeDs]: { code: '1A', description: 'Additional customer authentication required' },
  [FP_CARDS.declined]: { code: '05', description: 'Do not honor' },
  [FP_CARDS.unavailable]: { code: '91', description: 'Issuer or switch is inoperative' },
};

/** The exchanges whose next answer a test can break. */
type Exchange = 'direct' | 'status' | 'revoke';

interface Session {
  userId: string;
  postLink: string;
  backLink: string;
}
interface StoredCard {
  userId: string;
  number: string;
}
interface Payment {
  id: string;
  orderId: string;
  amount: string;
  currency: string;
  userId: string;
  cardToken: string;
  resultUrl: string;
  idempotencyKey: string;
  status: 'new' | 'success' | 'error';
  failure?: { code: string; description: string };
  refunded: number;
}

function salt(): string {
  return randomBytes(8).toString('hex');
}

/** Signs `fields` for `url` with the fake's key (or another, for forged messages). */
export function signed(
  url: string,
  fields: Record<string, string>,
  key = SECRET_KEY,
): Record<string, string> {
  const message = { ...fields, pg_salt: fields.pg_salt ?? salt() };
  return { ...message, pg_sig: signature(scriptName(url), message, key) };
}

/**
 * A local Freedom Pay: the Merchant API exchanges the adapter uses, answered in the documented XML and
 * signed both ways, a hosted card page, and signed posts to the merchant's result and card URLs.
 * `holdNextAnswer` keeps the next card/direct answer back (the charge is made first) until `release()`;
 * `dropNextAnswer` breaks the connection of the next answer of an exchange instead (after its work);
 * `refuseNextStatus` answers the next get_status3.php with an error. `revokes` lists the refunds sent.
 */
export async function fakeFreedomPay() {
  const server = Fastify({ logger: false });
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, String(body)),
  );
  const sessions = new Map<string, Session>();
  const cards = new Map<string, StoredCard>();
  const payments = new Map<string, Payment>();
  const removed: string[] = [];
  const revokes: { paymentId: string; amount: string; idempotencyKey: string }[] = [];
  const held: (() => void)[] = [];
  const drops = new Set<Exchange>();
  let hold = false;
  let refuseStatus = false;
  let nextId = 7_999_007_000;
  const newId = () => {
    nextId += 1;
    return String(nextId);
  };

  function answer(reply: FastifyReply, url: string, fields: Record<string, string>) {
    return reply.type('application/xml').send(xmlMessage(signed(url, fields)));
  }

  /** Every request must be signed with the merchant's key for the script it calls. */
  function verified(url: string, body: unknown): Fields | null {
    const fields = formFields(typeof body === 'string' ? body : '');
    return text(fields, 'pg_merchant_id') === MERCHANT_ID &&
      signatureValid(scriptName(url), fields, SECRET_KEY)
      ? fields
      : null;
  }

  /** Breaks the connection instead of answering, once per `dropNextAnswer(exchange)`. */
  function dropped(exchange: Exchange, request: FastifyRequest, reply: FastifyReply): boolean {
    if (!drops.delete(exchange)) return false;
    reply.hijack();
    request.raw.socket.destroy();
    return true;
  }

  async function post(url: string, fields: Record<string, string>, key?: string) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(signed(url, fields, key)).toString(),
    });
    return { status: response.status, body: await response.text() };
  }

  function resultFields(payment: Payment, overrides: Record<string, string> = {}) {
    return {
      pg_order_id: payment.orderId,
      pg_payment_id: payment.id,
      pg_amount: payment.amount,
      pg_currency: payment.currency,
      pg_description: `Ijara ${payment.orderId}`,
      pg_result: payment.status === 'success' ? '1' : '0',
      pg_can_reject: '0',
      pg_payment_date: '2026-01-31 11:00:00',
      pg_card_token: payment.cardToken,
      ...(payment.failure
        ? { pg_failure_code: payment.failure.code, pg_failure_description: payment.failure.description }
        : {}),
      ...overrides,
    };
  }

  server.post('/v1/merchant/:id/cardstorage/add', async (request, reply) => {
    const url = request.url;
    const fields = verified(url, request.body);
    if (!fields) return answer(reply, url, { pg_status: 'error', pg_error_description: 'bad signature' });
    const id = newId();
    sessions.set(id, {
      userId: text(fields, 'pg_user_id'),
      postLink: text(fields, 'pg_post_link'),
      backLink: text(fields, 'pg_back_link'),
    });
    return answer(reply, url, {
      pg_payment_id: id,
      pg_merchant_id: MERCHANT_ID,
      pg_order_id: '',
      pg_redirect_url: `${base}/v1/merchant/${MERCHANT_ID}/cardstorage/view?pg_payment_id=${id}`,
      pg_status: 'ok',
      pg_type: 'init',
    });
  });

  /** The person submits the hosted page: the card is tokenised (or refused), then they go back. */
  server.post('/v1/merchant/:id/cardstorage/view', async (request, reply) => {
    const form = formFields(typeof request.body === 'string' ? request.body : '');
    const id = text(form, 'pg_payment_id');
    const session = sessions.get(id);
    if (!session) return reply.code(410).send('gone');
    const number = text(form, 'number');
    const refused = number === FP_CARDS.refused;
    const token = randomBytes(16).toString('hex');
    if (!refused) cards.set(token, { userId: session.userId, number });
    const callback = await post(session.postLink, {
      pg_merchant_id: MERCHANT_ID,
      pg_payment_id: id,
      pg_user_id: session.userId,
      pg_status: refused ? 'error' : 'success',
      ...(refused
        ? { pg_failure_code: '05' }
        : {
            pg_card_token: token,
            pg_card_hash: `${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`,
            pg_card_month: '09',
            pg_card_year: '2039',
          }),
    });
    sessions.delete(id);
    return reply.header('x-callback-status', String(callback.status)).redirect(session.backLink, 302);
  });

  server.post('/v1/merchant/:id/cardstorage/remove', async (request, reply) => {
    const url = request.url;
    const fields = verified(url, request.body);
    const token = fields ? text(fields, 'pg_card_token') : '';
    if (!fields || cards.get(token)?.userId !== text(fields, 'pg_user_id')) {
      return answer(reply, url, { pg_status: 'error', pg_error_description: 'card not found' });
    }
    cards.delete(token);
    removed.push(token);
    return answer(reply, url, { pg_status: 'success', deleted_at: '2026-01-31T11:00:00+00:00' });
  });

  server.post('/v1/merchant/:id/card/init', async (request, reply) => {
    const url = request.url;
    const fields = verified(url, request.body);
    if (!fields) return answer(reply, url, { pg_status: 'error', pg_error_description: 'bad signature' });
    const key = text(fields, 'pg_idempotency_key');
    const repeat = [...payments.values()].find((payment) => payment.idempotencyKey === key);
    const card = cards.get(text(fields, 'pg_card_token'));
    if (!repeat && card?.userId !== text(fields, 'pg_user_id')) {
      return answer(reply, url, {
        pg_status: 'error',
        pg_error_code: '05',
        pg_error_description: 'no such token',
      });
    }
    const payment = repeat ?? {
      id: newId(),
      orderId: text(fields, 'pg_order_id'),
      amount: text(fields, 'pg_amount'),
      currency: text(fields, 'pg_currency'),
      userId: text(fields, 'pg_user_id'),
      cardToken: text(fields, 'pg_card_token'),
      resultUrl: text(fields, 'pg_result_url'),
      idempotencyKey: key,
      status: 'new' as const,
      refunded: 0,
    };
    payments.set(payment.id, payment);
    return answer(reply, url, {
      pg_payment_id: payment.id,
      pg_merchant_id: MERCHANT_ID,
      pg_order_id: payment.orderId,
      pg_status: 'ok',
    });
  });

  server.post('/v1/merchant/:id/card/direct', async (request, reply) => {
    const url = request.url;
    const fields = verified(url, request.body);
    const payment = fields ? payments.get(text(fields, 'pg_payment_id')) : undefined;
    if (!payment) return answer(reply, url, { pg_status: 'error', pg_error_description: 'no such payment' });
    if (payment.status === 'new') {
      const failure = FAILURE[cards.get(payment.cardToken)?.number ?? ''];
      payment.status = failure ? 'error' : 'success';
      if (failure) payment.failure = failure;
    }
    if (hold) {
      hold = false;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    if (dropped('direct', request, reply)) return;
    if (payment.failure) {
      return answer(reply, url, {
        pg_status: 'error',
        pg_payment_id: payment.id,
        pg_error_code: payment.failure.code,
        pg_error_description: payment.failure.description,
      });
    }
    return answer(reply, url, { pg_status: 'ok', pg_payment_id: payment.id, pg_payment_status: 'success' });
  });

  server.post('/get_status3.php', async (request, reply) => {
    const url = request.url;
    const fields = verified(url, request.body);
    if (!fields) return answer(reply, url, { pg_status: 'error', pg_error_description: 'bad signature' });
    if (dropped('status', request, reply)) return;
    if (refuseStatus) {
      refuseStatus = false;
      return answer(reply, url, { pg_status: 'error', pg_error_description: 'try later' });
    }
    const byId = text(fields, 'pg_payment_id');
    const payment = byId
      ? payments.get(byId)
      : [...payments.values()].find((row) => row.orderId === text(fields, 'pg_order_id'));
    if (!payment) {
      return answer(reply, url, {
        pg_status: 'error',
        pg_payment_id: '0',
        pg_error_description: 'not found',
      });
    }
    return answer(reply, url, {
      pg_status: 'ok',
      pg_payment_id: payment.id,
      pg_can_reject: '0',
      pg_payment_method: 'bankcard',
      pg_amount: payment.amount,
      pg_currency: payment.currency,
      pg_payment_status: payment.status === 'new' ? 'pending' : payment.status,
      pg_card_token: payment.cardToken,
      pg_refund_amount: payment.refunded ? `-${payment.refunded}` : '0',
      ...(payment.failure
        ? { pg_failure_code: payment.failure.code, pg_failure_description: payment.failure.description }
        : {}),
    });
  });

  server.post('/revoke.php', async (request, reply) => {
    const url = request.url;
    const fields = verified(url, request.body);
    const payment = fields ? payments.get(text(fields, 'pg_payment_id')) : undefined;
    if (payment?.status !== 'success') {
      return answer(reply, url, {
        pg_status: 'error',
        pg_error_code: '340',
        pg_error_description: 'not refundable',
      });
    }
    // Like revoke.php as far as its pages say: every call refunds, whatever its pg_idempotency_key.
    const amount = text(fields ?? {}, 'pg_refund_amount');
    payment.refunded += Number(amount);
    revokes.push({ paymentId: payment.id, amount, idempotencyKey: text(fields ?? {}, 'pg_idempotency_key') });
    if (dropped('revoke', request, reply)) return;
    return answer(reply, url, { pg_status: 'ok' });
  });

  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;

  return {
    url: base,
    payments,
    cards,
    removed,
    revokes,
    holdNextAnswer: () => {
      hold = true;
    },
    /** The next answer of `exchange` is lost on the way back: the connection breaks after its work. */
    dropNextAnswer: (exchange: Exchange = 'direct') => {
      drops.add(exchange);
    },
    refuseNextStatus: () => {
      refuseStatus = true;
    },
    /** Lets held answers go, and forgets breaks and refusals a test left unused. */
    release: () => {
      for (const resolve of held.splice(0)) resolve();
      drops.clear();
      refuseStatus = false;
    },
    /** The person on the hosted page: submits a card number to the page at `redirectUrl`. */
    submitCard: async (redirectUrl: string, number: string) => {
      const id = new URL(redirectUrl).searchParams.get('pg_payment_id') ?? '';
      const response = await fetch(`${base}${new URL(redirectUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pg_payment_id: id, number }).toString(),
        redirect: 'manual',
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        callbackStatus: Number(response.headers.get('x-callback-status')),
      };
    },
    /** Posts the result of the payment of `orderId` to its pg_result_url, as Freedom Pay does. */
    sendResult: (orderId: string, options: { overrides?: Record<string, string>; key?: string } = {}) => {
      const payment = [...payments.values()].find((row) => row.orderId === orderId);
      if (!payment) throw new Error(`no payment ${orderId}`);
      return post(payment.resultUrl, resultFields(payment, options.overrides), options.key);
    },
    close: async () => {
      for (const resolve of held.splice(0)) resolve();
      await server.close();
    },
  };
}

export type FakeFreedomPay = Awaited<ReturnType<typeof fakeFreedomPay>>;
