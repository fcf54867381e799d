import { STAFF_COOKIE } from '@ijara/contract/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { staff, staffSessions } from '../../../src/db/schema/index';
import { codeAt } from '../../../src/modules/staff/totp';
import { describeEachDatabase } from '../../helpers/app';
import { apiInject } from '../../helpers/request';
import { advance, ORIGIN, PASSWORD, person, sessionCookie, signIn, staffCall } from './fixture';

describeEachDatabase('staff sign-in', ({ app }) => {
  beforeAll(() => {
    advance(app(), 0);
  });

  it('a set-up link enrols the password (argon2id) and the TOTP, signs in, and works once', async () => {
    const { setupLink } = await app().staff.accounts.add(
      { staffId: null, ip: '127.0.0.1', operator: 'test' },
      { email: 'Aida.Admin@Ijara.kg', name: 'Аида Садыкова', role: 'admin', offices: [] },
      ORIGIN,
    );
    expect(setupLink).toMatch(/^http:\/\/localhost:80\/staff\/setup\/\?token=[\w-]{43}$/);
    const token = new URL(setupLink).searchParams.get('token') ?? '';
    const info = await staffCall(app(), `setup/?token=${token}`);
    expect(info.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg, email } = info.json();
    expect(email).toBe('aida.admin@ijara.kg');
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Ijara:aida\.admin%40ijara\.kg\?.*secret=/);
    expect(qrSvg).toMatch(/^<svg/);

    const short = await staffCall(app(), 'setup/', { body: { token, password: 'short', code: '123456' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Пароль — не короче 12 символов.' });
    const wrongCode = await staffCall(app(), 'setup/', {
      body: {
        token,
        password: PASSWORD,
        code: codeAt(secret, new Date(app().clock.now().getTime() - 600_000)),
      },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fields).toEqual({
      code: 'Код не подошёл. Введите код, который приложение показывает сейчас.',
    });

    const done = await staffCall(app(), 'setup/', {
      body: { token, password: PASSWORD, code: codeAt(secret, app().clock.now()) },
    });
    expect(done.statusCode).toBe(200);
    const cookie = done.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff/' });
    const [row] = await app().db.select().from(staff).where(eq(staff.email, 'aida.admin@ijara.kg'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const me = await staffCall(app(), 'me/', { cookie: sessionCookie(done) });
    expect(me.json().staff).toMatchObject({ name: 'Аида Садыкова', role: 'admin', enrolled: true });

    const again = await staffCall(app(), `setup/?token=${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('link_invalid');
  });

  it('a link ends after 24 hours, and a newer link voids it', async () => {
    const { setupLink, staff: member } = await app().staff.accounts.add(
      { staffId: null, ip: '127.0.0.1' },
      { email: 'late@ijara.kg', name: 'Late', role: 'manager', offices: [] },
      ORIGIN,
    );
    const token = new URL(setupLink).searchParams.get('token') ?? '';
    advance(app(), 24 * 3600 + 1);
    expect((await staffCall(app(), `setup/?token=${token}`)).statusCode).toBe(410);
    const fresh = await app().staff.accounts.newLink({ staffId: null, ip: '127.0.0.1' }, member.id, ORIGIN);
    const freshToken = new URL(fresh.setupLink).searchParams.get('token') ?? '';
    expect((await staffCall(app(), `setup/?token=${freshToken}`)).statusCode).toBe(200);
    await app().staff.accounts.newLink({ staffId: null, ip: '127.0.0.1' }, member.id, ORIGIN);
    expect((await staffCall(app(), `setup/?token=${freshToken}`)).statusCode).toBe(410);
  });

  it('signs in with password and code; a code works once; wrong answers all read the same', async () => {
    const who = await person(app(), 'manager');
    const ok = await signIn(app(), who);
    expect(ok.statusCode).toBe(200);
    const at = app().clock.now();
    const replay = await staffCall(app(), 'sign-in/', {
      body: { email: who.email, password: PASSWORD, code: codeAt(who.secret, at) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'sign_in_failed',
      message: 'Неверный e-mail, пароль или код. Проверьте и попробуйте ещё раз.',
    });
    advance(app(), 30);
    const wrongPassword = await staffCall(app(), 'sign-in/', {
      locale: 'en',
      body: { email: who.email, password: 'not the password', code: codeAt(who.secret, app().clock.now()) },
    });
    expect(wrongPassword.json()).toMatchObject({
      statusCode: '401',
      message: 'Wrong e-mail, password or code. Check them and try again.',
    });
    const nobody = await staffCall(app(), 'sign-in/', {
      locale: 'en',
      body: { email: 'nobody@ijara.kg', password: PASSWORD, code: '123456' },
    });
    expect(nobody.json()).toEqual(wrongPassword.json());
  });

  it('five wrong tries lock the account for 15 minutes, whatever the address; then it opens', async () => {
    const who = await person(app(), 'operator');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await staffCall(app(), 'sign-in/', {
        ip: `10.30.0.${i}`,
        body: { email: who.email, password: 'wrong password', code: '000000' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await signIn(app(), who, '10.30.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'locked_out',
      message: 'Слишком много неверных попыток. Вход закрыт на 15 мин.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    advance(app(), 15 * 60);
    expect((await signIn(app(), who, '10.30.1.1')).statusCode).toBe(200);
  });

  it('five wrong tries from one address lock that address for every account', async () => {
    const who = await person(app(), 'operator');
    for (let i = 0; i < 5; i += 1) {
      await staffCall(app(), 'sign-in/', {
        ip: '10.40.0.1',
        body: { email: `guess${i}@ijara.kg`, password: 'wrong password', code: '000000' },
      });
    }
    expect((await signIn(app(), who, '10.40.0.1')).statusCode).toBe(429);
    expect((await signIn(app(), who, '10.40.0.2')).statusCode).toBe(200);
  });

  it('a session ends after 30 idle minutes and 12 hours after sign-in', async () => {
    const who = await person(app(), 'operator');
    advance(app(), 29 * 60);
    expect((await staffCall(app(), 'me/', { cookie: who.cookie })).statusCode).toBe(200);
    advance(app(), 31 * 60);
    const idle = await staffCall(app(), 'me/', { cookie: who.cookie });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Сессия закончилась. Войдите снова.');

    const fresh = sessionCookie(await signIn(app(), who));
    for (let minutes = 0; minutes < 12 * 60; minutes += 25) {
      advance(app(), 25 * 60);
      if ((await staffCall(app(), 'me/', { cookie: fresh })).statusCode !== 200) break;
    }
    expect((await staffCall(app(), 'me/', { cookie: fresh })).statusCode).toBe(401);
    const [row] = await app()
      .db.select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, who.id))
      .orderBy(staffSessions.id);
    expect(row).toBeDefined();
  });

  it('sign-out ends the session; a deactivated person is signed out everywhere at once', async () => {
    const admin = await person(app(), 'admin');
    const who = await person(app(), 'operator');
    const second = sessionCookie(await signIn(app(), who));
    const out = await staffCall(app(), 'sign-out/', { body: {}, cookie: who.cookie });
    expect(out.statusCode).toBe(200);
    expect((await staffCall(app(), 'me/', { cookie: who.cookie })).statusCode).toBe(401);
    expect((await staffCall(app(), 'me/', { cookie: second })).statusCode).toBe(200);

    const list = await staffCall(app(), 'staff/', { cookie: admin.cookie });
    const member = list.json().staff.find((m: { id: number }) => m.id === who.id);
    const off = await staffCall(app(), 'staff/update/', {
      cookie: admin.cookie,
      body: {
        id: who.id,
        version: member.version,
        name: member.name,
        role: member.role,
        offices: member.offices,
        active: false,
      },
    });
    expect(off.statusCode).toBe(200);
    expect((await staffCall(app(), 'me/', { cookie: second })).statusCode).toBe(401);
    expect((await signIn(app(), who)).statusCode).toBe(401);
  });

  it('a POST from another origin, or with none, is refused before anything runs', async () => {
    const who = await person(app(), 'admin');
    const foreign = await staffCall(app(), 'sign-out/', {
      body: {},
      cookie: who.cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      code: 'origin_refused',
      message: 'Запрос пришёл не со страницы кабинета сотрудника.',
    });
    const none = await staffCall(app(), 'sign-out/', { body: {}, cookie: who.cookie, origin: null });
    expect(none.statusCode).toBe(403);
    expect((await staffCall(app(), 'me/', { cookie: who.cookie })).statusCode).toBe(200);
  });

  it("a customer's bearer token opens no staff call, and a staff cookie opens no customer call", async () => {
    const who = await person(app(), 'admin');
    const bearer = await staffCall(app(), 'me/', { headers: { authorization: `Bearer ${who.cookie}` } });
    expect(bearer.statusCode).toBe(401);
    const customer = await apiInject(app(), {
      path: 'user/getinfo/',
      headers: { cookie: `${STAFF_COOKIE}=${who.cookie}` },
    });
    expect(customer.statusCode).toBe(401);
  });
});
