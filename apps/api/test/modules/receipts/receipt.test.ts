import {
  formatDate,
  formatMoney,
  RECEIPT_PDF_PATH,
  specText,
  type TErrorResponse,
  ZReceiptResponse,
} from '@ijara/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { models, payments } from '../../../src/db/schema/index';
import { demoContent } from '../../../src/db/seed/demo-content';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, CARDS, createSubscription, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { callOverHttp, chargedPayment, pdfText } from './fixture';

const org = demoContent.org;

async function modelNames(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(models).where(eq(models.id, id));
  if (!row) throw new Error('no model');
  return { ru: row.nameRu, en: row.nameEn };
}

/** A monthly charge on the 31st-anchored billing day that fell due on 28 February, paid by card. */
async function paidFebruary(app: FastifyInstance) {
  const signedIn = await signedInClient(app);
  const card = await bindCard(app, signedIn.client.id, CARDS.success);
  const subscription = await createSubscription(app, signedIn.client.id, {
    startDate: '2026-01-31',
    nextPaymentDate: '2026-02-28',
    billingDay: 31,
  });
  await app.billing.runOnce();
  const [payment] = await app.db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
  if (payment?.status !== 'success') throw new Error('the charge did not go through');
  return { ...signedIn, card, subscription, payment };
}

describeEachDatabase(
  'payment/receipt/{id}/ and its PDF, over real HTTP',
  ({ app }) => {
    let base = '';
    beforeAll(async () => {
      base = await app().listen({ port: 0, host: '127.0.0.1' });
    });
    afterEach(() => {
      app().clock.now = () => new Date();
    });

    const receiptOf = (paymentId: number | string, token: string, locale: 'ru' | 'en' = 'ru') =>
      callOverHttp(base, `payment/receipt/${paymentId}/`, { token, locale });

    it('answers the owner the receipt: organisation, date, purpose and period, amount, card, id', async () => {
      const { token, subscription, payment } = await paidFebruary(app());
      const model = await modelNames(app(), subscription.modelId);
      const response = await receiptOf(payment.id, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = ZReceiptResponse.parse(await response.json());
      expect(answer.receipt).toEqual({
        paymentID: payment.id,
        date: payment.paidAt?.toISOString(),
        type: 'subscription',
        amount: 250_000,
        lines: [{ kind: 'subscription', label: 'Подписка на 12\u00a0месяцев', amount: 250_000 }],
        refunded: 0,
        method: 'card',
        card: '**** 4242',
        subscriptionID: subscription.id,
        model: model.ru,
        period: { number: 2, term: 12, from: '2026-02-28', to: '2026-03-30' },
        seller: {
          legalName: org.legalName.ru,
          taxNumber: org.taxNumber,
          address: org.address.ru,
          phone: org.phone,
          email: org.email,
        },
      });
      expect(answer.pdf.path.startsWith(`${RECEIPT_PDF_PATH}${payment.id}/?`)).toBe(true);
      const ttl = Date.parse(answer.pdf.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);

      const en = ZReceiptResponse.parse(await (await receiptOf(payment.id, token, 'en')).json());
      expect(en.receipt).toMatchObject({
        model: model.en,
        seller: { legalName: org.legalName.en, address: org.address.en, taxNumber: org.taxNumber },
      });
    });

    it.each(['ru', 'en'] as const)(
      'serves the PDF by its link alone, with the amount, the date and the payment id (%s)',
      async (locale) => {
        const { token, payment } = await paidFebruary(app());
        const { receipt, pdf } = ZReceiptResponse.parse(
          await (await receiptOf(payment.id, token, locale)).json(),
        );
        // A browser download: no app headers, no token.
        const response = await fetch(`${base}${pdf.path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="ijara-receipt-${payment.id}.pdf"`,
        );
        const bytes = await response.arrayBuffer();
        expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = await pdfText(bytes);
        const fold = (value: string) => value.replace(/\s+/g, ' ');
        expect(text).toContain(fold(formatMoney(250_000, locale)));
        expect(text).toContain(fold(formatDate(receipt.date, locale)));
        // The payment's lines, as on /payments/ (docs/decisions/054).
        expect(text).toContain(fold(receipt.lines[0]?.label ?? 'no line'));
        expect(text).toContain(String(payment.id));
        expect(text).toContain(fold(specText('receiptTitle', locale).replace('{{id}}', String(payment.id))));
        expect(text).toContain(org.taxNumber);
        expect(text).toContain(fold(org.legalName[locale]));
        expect(text).toContain('•••• 4242');
      },
    );

    it('gives a month 1 paid before the hand-over no dates yet', async () => {
      const { client, token } = await signedInClient(app());
      const card = await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id, {
        status: 1,
        startDate: null,
        nextPaymentDate: null,
        billingPeriod: 1,
      });
      const [payment] = await app()
        .db.insert(payments)
        .values({
          clientId: client.id,
          subscriptionId: subscription.id,
          period: 1,
          type: 'subscription',
          status: 'success',
          amount: 300_000,
          cardId: card.id,
          paidAt: new Date('2026-11-20T06:00:00Z'),
        })
        .returning();
      if (!payment) throw new Error('no payment');
      const answer = ZReceiptResponse.parse(await (await receiptOf(payment.id, token)).json());
      expect(answer.receipt.period).toEqual({ number: 1, term: 12, from: null, to: null });
      expect(answer.receipt.date).toBe('2026-11-20T06:00:00.000Z');
    });

    async function expectError(response: Response, status: number, body: TErrorResponse) {
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
    }

    it.each(['ru', 'en'] as const)(
      'answers 404 for a payment of another client, an unknown one and a malformed id (%s)',
      async (locale) => {
        const owner = await chargedPayment(app());
        const stranger = await signedInClient(app());
        const notFound = {
          statusCode: '404',
          code: 'not_found',
          message: specText('paymentNotFound', locale),
        };
        for (const id of [owner.payment.id, 2_000_000_000, 2_147_483_648, 'abc', '0', '01', '-1']) {
          await expectError(await receiptOf(id, stranger.token, locale), 404, notFound);
        }
      },
    );

    it.each(['ru', 'en'] as const)(
      'answers 404 with the reason for a failed and for a processing payment (%s)',
      async (locale) => {
        const { token, payment } = await chargedPayment(app(), CARDS.chargeDeclined);
        expect(payment.status).toBe('fail');
        await expectError(await receiptOf(payment.id, token, locale), 404, {
          statusCode: '404',
          code: 'not_found',
          message: specText('receiptPaymentFailed', locale),
        });
        await app().db.update(payments).set({ status: 'processing' }).where(eq(payments.id, payment.id));
        await expectError(await receiptOf(payment.id, token, locale), 404, {
          statusCode: '404',
          code: 'not_found',
          message: specText('receiptPaymentProcessing', locale),
        });
      },
    );

    it('answers 401 without a token', async () => {
      const { payment } = await chargedPayment(app());
      const response = await callOverHttp(base, `payment/receipt/${payment.id}/`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as TErrorResponse).code).toBe('unauthorized');
    });

    it.each(['ru', 'en'] as const)(
      'refuses an expired, altered or foreign link, or one whose session ended, with 403 (%s)',
      async (locale) => {
        const { token, payment } = await chargedPayment(app());
        const other = await chargedPayment(app());
        const { pdf } = ZReceiptResponse.parse(await (await receiptOf(payment.id, token, locale)).json());
        const refused = {
          statusCode: '403',
          code: 'forbidden',
          message: specText('receiptLinkExpired', locale),
        };
        const url = new URL(pdf.path, base);
        const altered = (change: (params: URLSearchParams) => void, path = url.pathname) => {
          const params = new URLSearchParams(url.search);
          change(params);
          return `${base}${path}?${params}`;
        };
        const flipped = altered((p) => {
          const signature = p.get('signature') ?? '';
          p.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
        });
        const later = altered((p) => p.set('expires', String(Number(p.get('expires')) + 3600)));
        const foreign = altered(() => {}, `${RECEIPT_PDF_PATH}${other.payment.id}/`);
        for (const link of [flipped, later, foreign]) await expectError(await fetch(link), 403, refused);

        // Good until it expires (the clock moved by 11 minutes)…
        expect((await fetch(url)).status).toBe(200);
        app().clock.now = () => new Date(Date.now() + 11 * 60_000);
        await expectError(await fetch(url), 403, refused);
        app().clock.now = () => new Date();

        // …and only while its session lives.
        expect((await apiInject(app(), { path: 'auth/logout/', body: {}, token })).statusCode).toBe(200);
        await expectError(await fetch(url), 403, refused);
      },
    );
  },
  PAYMENT_TEST_CONFIG,
);
