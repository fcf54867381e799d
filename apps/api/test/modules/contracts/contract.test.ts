import {
  CONTRACT_PDF_PATH,
  formatMoney,
  type Locale,
  RECEIPT_PDF_PATH,
  specText,
  type TErrorResponse,
  ZContractResponse,
  ZCreateSubscriptionResponse,
  ZReceiptResponse,
} from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { clientLanguages, documents, models, notices, payments } from '../../../src/db/schema/index';
import type { MailMessage } from '../../../src/messaging/mailer';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, CARDS, newKey, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { AIRPODS, IPHONE_INSURANCE, IPHONE_RENT, SEED, setStock } from '../checkout/fixture';
import { pdfText } from '../receipts/fixture';

/** What the order below costs a month: the 12-month rent, insurance and AirPods. */
const MONTHLY = IPHONE_RENT[12] + IPHONE_INSURANCE + AIRPODS;
const fold = (value: string) => value.replace(/\s+/g, ' ');

describeEachDatabase(
  'the contract: subscription/contract/{id}/, its PDF and its e-mail',
  ({ app }) => {
    beforeAll(async () => {
      await setStock(app(), SEED.iphone, SEED.bishkek, 30);
    });
    afterEach(() => {
      app().clock.now = () => new Date();
      vi.restoreAllMocks();
    });

    /** A client who ordered an iPhone through checkout (first charge with `card`), in `locale`. */
    async function ordered(
      options: { locale?: Locale; card?: string; email?: string; verified?: boolean } = {},
    ) {
      const locale = options.locale ?? 'ru';
      const { client, token } = await signedInClient(app(), {
        lastName: 'Осмонова',
        firstName: 'Айгуль',
        patronymic: 'Маратовна',
        ...(options.email ? { email: options.email, emailVerified: options.verified ?? false } : {}),
      });
      await bindCard(app(), client.id, options.card ?? CARDS.success);
      const response = await apiInject(app(), {
        path: 'subscription/create/',
        body: {
          model: SEED.iphone,
          term: 12,
          city: SEED.bishkek,
          insurance: true,
          extras: [SEED.airpods],
          delivery: 'pickup',
          office: SEED.chuyOffice,
        },
        token,
        locale,
        headers: { 'idempotency-key': newKey() },
      });
      return { client, token, response };
    }

    async function paidOrder(options: Parameters<typeof ordered>[0] = {}) {
      const { response, ...rest } = await ordered(options);
      expect(response.statusCode, response.body).toBe(200);
      const { subscription, payment } = ZCreateSubscriptionResponse.parse(response.json());
      expect(payment?.status).toBe('success');
      return { ...rest, subscription, payment };
    }

    const linkOf = (id: number | string, token: string, locale: Locale = 'ru') =>
      apiInject(app(), { path: `subscription/contract/${id}/`, token, locale });

    const download = (path: string) => app().inject({ method: 'GET', url: path });

    async function modelName(locale: Locale) {
      const [row] = await app().db.select().from(models).where(eq(models.id, SEED.iphone));
      if (!row) throw new Error('no model');
      return locale === 'en' ? row.nameEn : row.nameRu;
    }

    async function offer(locale: Locale) {
      const [row] = await app()
        .db.select()
        .from(documents)
        .where(and(eq(documents.slug, 'oferta'), eq(documents.locale, locale)));
      if (!row) throw new Error('no offer');
      return row;
    }

    it.each(['ru', 'en'] as const)(
      'gives the owner a link to the PDF: the order, its amounts and the offer that follows (%s)',
      async (locale) => {
        const { token, subscription } = await paidOrder({ locale });
        const response = await linkOf(subscription.id, token, locale);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const { pdf } = ZContractResponse.parse(response.json());
        expect(pdf.path.startsWith(`${CONTRACT_PDF_PATH}${subscription.id}/?`)).toBe(true);
        const ttl = Date.parse(pdf.expiresAt) - Date.now();
        expect(ttl).toBeGreaterThan(9 * 60_000);
        expect(ttl).toBeLessThanOrEqual(10 * 60_000);

        // A browser download: no app headers, no token.
        const file = await download(pdf.path);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['cache-control']).toBe('no-store');
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="ijara-contract-${subscription.id}.pdf"`,
        );
        expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = await pdfText(new Uint8Array(file.rawPayload).buffer);
        const terms = await offer(locale);
        for (const expected of [
          specText('contractTitle', locale).replace('{{id}}', String(subscription.id)),
          'Осмонова Айгуль Маратовна',
          await modelName(locale),
          formatMoney(IPHONE_RENT[12], locale),
          formatMoney(IPHONE_INSURANCE, locale),
          formatMoney(AIRPODS, locale),
          formatMoney(MONTHLY, locale),
          specText('contractEarlyExit', locale),
          specText('contractLateReturn', locale),
          // The offer's own heading and its sections follow the order's details.
          terms.title,
          terms.sections[0]?.heading ?? 'no heading',
          terms.sections.at(-1)?.heading ?? 'no heading',
        ]) {
          expect(text, expected).toContain(fold(expected));
        }
        expect(text.indexOf(fold(terms.title))).toBeGreaterThan(
          text.indexOf(fold(formatMoney(MONTHLY, locale))),
        );
      },
    );

    it.each(['ru', 'en'] as const)(
      'answers 404 for another client’s subscription, an unknown one and a malformed id (%s)',
      async (locale) => {
        const owner = await paidOrder();
        const stranger = await signedInClient(app());
        for (const id of [owner.subscription.id, 2_000_000_000, 2_147_483_648, 'abc', '0', '01', '-1']) {
          const response = await linkOf(id, stranger.token, locale);
          expect(response.statusCode, String(id)).toBe(404);
          expect(errorOf(response)).toEqual({
            statusCode: '404',
            code: 'not_found',
            message: specText('subscriptionNotFound', locale),
          });
        }
        expect(
          (await apiInject(app(), { path: `subscription/contract/${owner.subscription.id}/` })).statusCode,
        ).toBe(401);
      },
    );

    it.each(['ru', 'en'] as const)(
      'answers 409 while the first payment has not gone through (%s)',
      async (locale) => {
        const { token, subscription, payment } = await paidOrder();
        await app()
          .db.update(payments)
          .set({ status: 'processing' })
          .where(eq(payments.id, payment?.id ?? 0));
        const response = await linkOf(subscription.id, token, locale);
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toEqual({
          statusCode: '409',
          code: 'status_not_allowed',
          message: specText('contractNotReady', locale),
        });
      },
    );

    it.each(['ru', 'en'] as const)(
      'refuses an expired, altered or foreign link, a receipt’s, or one whose session ended, with 403 (%s)',
      async (locale) => {
        const { token, subscription, payment } = await paidOrder();
        const other = await paidOrder();
        const { pdf } = ZContractResponse.parse((await linkOf(subscription.id, token, locale)).json());
        const refused = {
          statusCode: '403',
          code: 'forbidden',
          message: specText('contractLinkExpired', locale),
        };
        const url = new URL(pdf.path, 'http://localhost');
        const altered = (change: (params: URLSearchParams) => void, path = url.pathname) => {
          const params = new URLSearchParams(url.search);
          change(params);
          return `${path}?${params}`;
        };
        const flipped = altered((p) => {
          const signature = p.get('signature') ?? '';
          p.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
        });
        const later = altered((p) => p.set('expires', String(Number(p.get('expires')) + 3600)));
        const foreign = altered(() => {}, `${CONTRACT_PDF_PATH}${other.subscription.id}/`);
        // A receipt's link for the same number, signed for this session, opens no contract.
        const receipt = ZReceiptResponse.parse(
          (await apiInject(app(), { path: `payment/receipt/${payment?.id}/`, token, locale })).json(),
        );
        const receiptQuery = receipt.pdf.path.slice(receipt.pdf.path.indexOf('?'));
        expect(receipt.pdf.path.startsWith(RECEIPT_PDF_PATH)).toBe(true);
        const borrowed = `${CONTRACT_PDF_PATH}${payment?.id}/${receiptQuery}`;
        for (const link of [flipped, later, foreign, borrowed]) {
          const response = await download(link);
          expect(response.statusCode, link).toBe(403);
          expect(response.json<TErrorResponse>()).toEqual(refused);
        }

        // Good until it expires (the clock moved by 11 minutes)…
        expect((await download(pdf.path)).statusCode).toBe(200);
        app().clock.now = () => new Date(Date.now() + 11 * 60_000);
        expect((await download(pdf.path)).json<TErrorResponse>()).toEqual(refused);
        app().clock.now = () => new Date();

        // …and only while its session lives.
        expect((await apiInject(app(), { path: 'auth/logout/', body: {}, token })).statusCode).toBe(200);
        expect((await download(pdf.path)).json<TErrorResponse>()).toEqual(refused);
      },
    );

    /** The contract notices of a client, and what the mailer was handed for them. */
    async function contractNotices(clientId: number) {
      return app()
        .db.select()
        .from(notices)
        .where(and(eq(notices.clientId, clientId), eq(notices.kind, 'contract')));
    }

    async function sendNotices(clientId: number) {
      await app().notices.sender.runOnce({ clientId, ignoreQuietHours: true });
    }

    it('e-mails the contract once, with the PDF, to a verified address after the first payment', async () => {
      const email = `contract-${Date.now()}@example.kg`;
      const send = vi.spyOn(app().mail.mailer, 'send');
      const { client, subscription } = await paidOrder({ locale: 'en', email, verified: true });
      // The checkout's language is kept with the client (notices/language-hook.ts) as its answer ends.
      await vi.waitFor(async () => {
        const [row] = await app()
          .db.select()
          .from(clientLanguages)
          .where(eq(clientLanguages.clientId, client.id));
        expect(row?.locale).toBe('en');
      });
      const written = await contractNotices(client.id);
      expect(written.map((row) => [row.dedupeKey, row.status])).toEqual([
        [`contract:${subscription.id}`, 'pending'],
      ]);

      await sendNotices(client.id);
      await sendNotices(client.id);
      const mails = send.mock.calls.map(([message]) => message).filter((m) => m.to === email);
      expect(mails).toHaveLength(1);
      const mail = mails[0] as MailMessage;
      expect(mail.subject).toBe(specText('noticeSubjectContract', 'en'));
      expect(mail.text).toContain(`Attached is subscription contract No. ${subscription.id}`);
      expect(mail.text).toContain(`/en/subscriptions/${subscription.id}/`);
      expect(mail.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: `ijara-contract-${subscription.id}.pdf`, contentType: 'application/pdf' },
      ]);
      const attached = mail.attachments?.[0]?.content ?? Buffer.alloc(0);
      const text = await pdfText(new Uint8Array(attached).buffer);
      expect(text).toContain(fold(await modelName('en')));
      expect(text).toContain(fold(formatMoney(MONTHLY, 'en')));
      expect(text).toContain(fold((await offer('en')).title));
      expect((await contractNotices(client.id)).map((row) => [row.status, row.channel])).toEqual([
        ['sent', 'email'],
      ]);
      // The dev mailbox (GET /api/dev/mail/) names the file without keeping its bytes.
      expect(app().mail.mailbox?.list(email)[0]?.attachments).toEqual([
        {
          filename: `ijara-contract-${subscription.id}.pdf`,
          contentType: 'application/pdf',
          size: attached.length,
        },
      ]);
    });

    it('tries the e-mail again later when the mail server fails', async () => {
      const email = `retry-${Date.now()}@example.kg`;
      const { client } = await paidOrder({ email, verified: true });
      const send = vi.spyOn(app().mail.mailer, 'send');
      send.mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      await sendNotices(client.id);
      const [failed] = await contractNotices(client.id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed?.lastError).toBeTruthy();
      app().clock.now = () => new Date((failed?.nextAttemptAt ?? new Date()).getTime() + 1000);
      await sendNotices(client.id);
      expect((await contractNotices(client.id)).map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 2],
      ]);
      expect(app().mail.mailbox?.list(email)).toHaveLength(1);
    });

    it('sends nothing to an unverified address, nor when the first charge is declined', async () => {
      const unverified = `unverified-${Date.now()}@example.kg`;
      const { client } = await paidOrder({ email: unverified, verified: false });
      await sendNotices(client.id);
      expect(await contractNotices(client.id)).toEqual([]);
      expect(app().mail.mailbox?.list(unverified)).toEqual([]);

      const declined = `declined-${Date.now()}@example.kg`;
      const refused = await ordered({ email: declined, verified: true, card: CARDS.chargeDeclined });
      expect(refused.response.statusCode).toBe(402);
      await sendNotices(refused.client.id);
      expect(await contractNotices(refused.client.id)).toEqual([]);
      expect(app().mail.mailbox?.list(declined)).toEqual([]);
    });
  },
  PAYMENT_TEST_CONFIG,
);
