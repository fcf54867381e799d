import { DEV_MAIL_PATH } from '@ijara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE } from '../../fixtures/profile';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { ANY_DRIVER } from '../../helpers/database';
import { apiInject } from '../../helpers/request';
import { type LocalSmtp, startSmtp } from '../../helpers/smtp';

const CREDENTIALS = { user: 'mailer', pass: 's3cret-pass' };
const SITE = 'https://lk.example.kg';

describe.each([
  [
    'SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS',
    (port: number) => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: CREDENTIALS.user,
      SMTP_PASS: CREDENTIALS.pass,
    }),
  ],
  [
    'SMTP_URL',
    (port: number) => ({ SMTP_URL: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@127.0.0.1:${port}` }),
  ],
])('verification e-mail through a real SMTP server (%s)', (_, settings) => {
  let smtp: LocalSmtp;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(CREDENTIALS);
    testApp = await createTestApp(ANY_DRIVER, {
      ...settings(smtp.port),
      SMTP_FROM: 'Ijara <no-reply@ijara.kg>',
      PUBLIC_URL: SITE,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('delivers the link, authenticated, and the link verifies the address', async () => {
    const app = testApp.app;
    const { token } = await signedInClient(app);
    const email = `smtp.${Date.now()}@example.kg`;
    const saved = await apiInject(app, {
      path: 'user/updateinfo/',
      body: { ...PROFILE, email },
      token,
      locale: 'ru',
    });
    expect(saved.statusCode).toBe(200);
    await app.mail.settled();
    const mail = smtp.received.find((message) => message.to.includes(email));
    expect(mail).toMatchObject({
      from: 'no-reply@ijara.kg',
      user: CREDENTIALS.user,
      subject: 'Ijara: подтвердите email',
    });
    expect(mail?.text).toContain(`Чтобы подтвердить ${email}`);
    const link = /https:\/\/lk\.example\.kg\/verify-email\/\?token=([A-Za-z0-9_-]{43})/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    const verified = await apiInject(app, { path: 'user/verifyemail/', body: { token: link?.[1] } });
    expect(verified.statusCode).toBe(200);
    const info = await apiInject(app, { path: 'user/getinfo/', token });
    expect(info.json().client).toMatchObject({ email, emailVerified: true });
  });

  it('keeps no dev mailbox', async () => {
    expect(testApp.app.mail.mailbox).toBeNull();
    expect((await testApp.app.inject({ url: `${DEV_MAIL_PATH}?to=a@b.kg` })).statusCode).toBe(404);
  });
});

describe('an SMTP server that refuses the sender', () => {
  let smtp: LocalSmtp;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(CREDENTIALS);
    testApp = await createTestApp(ANY_DRIVER, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: CREDENTIALS.user,
      SMTP_PASS: 'wrong-password',
      PUBLIC_URL: SITE,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('still saves the profile; the message is not sent', async () => {
    const { token } = await signedInClient(testApp.app);
    const email = `refused.${Date.now()}@example.kg`;
    const saved = await apiInject(testApp.app, {
      path: 'user/updateinfo/',
      body: { ...PROFILE, email },
      token,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().client.email).toBe(email);
    await testApp.app.mail.settled();
    expect(smtp.received).toEqual([]);
  });
});
