import { createHash } from 'node:crypto';
import { DEV_MAIL_PATH, ZDevMailResponse } from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, clients, emailVerifications } from '../../../src/db/schema/index';
import { PROFILE } from '../../fixtures/profile';
import { describeEachDatabase, describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

const SITE = 'https://lk.example.kg';

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `person${counter}.${Date.now()}@example.kg`;
}

function mails(app: FastifyInstance, to: string) {
  return app.mail.mailbox?.list(to) ?? [];
}

function tokenIn(text: string): string {
  const token = /verify-email\/\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return token;
}

async function changeEmail(app: FastifyInstance, token: string, email: string, locale: 'ru' | 'en' = 'ru') {
  const response = await apiInject(app, {
    path: 'user/updateinfo/',
    body: { ...PROFILE, email },
    token,
    locale,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

function verify(app: FastifyInstance, token: string, locale: 'ru' | 'en' = 'ru') {
  return apiInject(app, { path: 'user/verifyemail/', body: { token }, locale });
}

describeEachDatabase(
  'e-mail verification',
  ({ app }) => {
    it.each([
      ['ru', 'Ijara: подтвердите email', `${SITE}/verify-email/?token=`],
      ['en', 'Ijara: confirm your e-mail', `${SITE}/en/verify-email/?token=`],
    ] as const)(
      'sends a link to a new address in the request language (%s)',
      async (locale, subject, link) => {
        const { token } = await signedInClient(app());
        const email = uniqueEmail();
        await changeEmail(app(), token, email, locale);
        const [mail, ...more] = mails(app(), email);
        expect(more).toEqual([]);
        expect(mail).toMatchObject({ to: email, subject });
        expect(mail?.text).toContain(email);
        expect(mail?.text).toContain(link);
        expect(tokenIn(mail?.text ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      },
    );

    it('keeps only the SHA-256 of the token, good for 24 hours', async () => {
      const { token, client } = await signedInClient(app());
      const email = uniqueEmail();
      await changeEmail(app(), token, email);
      const link = tokenIn(mails(app(), email)[0]?.text ?? '');
      const [row] = await app()
        .db.select({
          tokenHash: emailVerifications.tokenHash,
          hours: sql<number>`round(extract(epoch from ${emailVerifications.expiresAt} - ${emailVerifications.createdAt}) / 3600)::int`,
        })
        .from(emailVerifications)
        .where(eq(emailVerifications.clientId, client.id));
      expect(row).toEqual({ tokenHash: createHash('sha256').update(link).digest('hex'), hours: 24 });
    });

    it.each(['ru', 'en'] as const)(
      'verifies the address once, with the texts of SPEC.md §8 (%s)',
      async (locale) => {
        const { token, client } = await signedInClient(app());
        const email = uniqueEmail();
        await changeEmail(app(), token, email);
        const link = tokenIn(mails(app(), email)[0]?.text ?? '');
        const first = await verify(app(), link, locale);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ statusCode: '200' });
        const [row] = await app().db.select().from(clients).where(eq(clients.id, client.id));
        expect(row).toMatchObject({ email, emailVerified: true });
        const again = await verify(app(), link, locale);
        expect(errorOf(again)).toEqual({
          statusCode: '400',
          code: 'bad_request',
          message:
            locale === 'ru'
              ? 'К сожалению, нам не удалось подтвердить ваш email.'
              : 'Sorry, we were unable to verify your email.',
        });
        const audit = await app()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, 'email.verified')));
        expect(audit).toHaveLength(1);
        expect(JSON.stringify(audit)).not.toContain(link);
      },
    );

    it('refuses a token past its 24 hours', async () => {
      const { token, client } = await signedInClient(app());
      const email = uniqueEmail();
      await changeEmail(app(), token, email);
      const link = tokenIn(mails(app(), email)[0]?.text ?? '');
      await app()
        .db.update(emailVerifications)
        .set({
          createdAt: sql`${emailVerifications.createdAt} - interval '24 hours 1 second'`,
          expiresAt: sql`${emailVerifications.expiresAt} - interval '24 hours 1 second'`,
        })
        .where(eq(emailVerifications.clientId, client.id));
      expect(errorOf(await verify(app(), link)).code).toBe('bad_request');
      const [row] = await app().db.select().from(clients).where(eq(clients.id, client.id));
      expect(row?.emailVerified).toBe(false);
    });

    it('refuses the link of an address the client has changed since', async () => {
      const { token, client } = await signedInClient(app());
      const first = uniqueEmail();
      await changeEmail(app(), token, first);
      await changeEmail(app(), token, uniqueEmail());
      expect((await verify(app(), tokenIn(mails(app(), first)[0]?.text ?? ''))).statusCode).toBe(400);
      const [row] = await app().db.select().from(clients).where(eq(clients.id, client.id));
      expect(row?.emailVerified).toBe(false);
    });

    it('refuses unknown and malformed tokens, and a body without one', async () => {
      expect(errorOf(await verify(app(), 'A'.repeat(43))).code).toBe('bad_request');
      expect(errorOf(await verify(app(), 'not a token at all!!')).code).toBe('bad_request');
      const empty = await apiInject(app(), { path: 'user/verifyemail/', body: {}, locale: 'en' });
      expect(errorOf(empty)).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: 'Please fill out all required fields',
        fields: { token: 'This field required' },
      });
    });

    it('sends nothing when the address stays or is cleared', async () => {
      const email = uniqueEmail();
      const { token } = await signedInClient(app(), { email });
      await changeEmail(app(), token, email);
      await changeEmail(app(), token, '');
      expect(mails(app(), email)).toEqual([]);
    });

    it('sends at most 5 links an hour for one client', async () => {
      const { token } = await signedInClient(app());
      const addresses = Array.from({ length: 7 }, uniqueEmail);
      for (const email of addresses) await changeEmail(app(), token, email);
      expect(addresses.map((email) => mails(app(), email).length)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    });

    it('serves the dev mailbox at GET /api/dev/mail/', async () => {
      const { token } = await signedInClient(app());
      const email = uniqueEmail();
      await changeEmail(app(), token, email);
      const response = await app().inject({
        url: `${DEV_MAIL_PATH}?to=${encodeURIComponent(email.toUpperCase())}`,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const { messages } = ZDevMailResponse.parse(response.json());
      expect(messages.map((mail) => mail.to)).toEqual([email]);
    });
  },
  { PUBLIC_URL: `${SITE}/` },
);

describeWithApp('e-mail verification without PUBLIC_URL', ({ app }) => {
  it('links to the origin the request came to', async () => {
    const { token } = await signedInClient(app());
    const email = uniqueEmail();
    await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...PROFILE, email },
      token,
      headers: { host: 'cabinet.local:3000' },
    });
    expect(mails(app(), email)[0]?.text).toContain('http://cabinet.local:3000/verify-email/?token=');
  });
});
