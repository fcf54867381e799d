import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { advance, anyOffice, type Person, person, staffCall } from './fixture';

describeEachDatabase('staff accounts', ({ app }) => {
  let admin: Person;
  let other: Person;

  beforeAll(async () => {
    advance(app(), 0);
    admin = await person(app(), 'admin', 'Первый Админ');
    other = await person(app(), 'admin', 'Второй Админ');
  });

  async function member(id: number) {
    const found = (await app().staff.accounts.list()).find((m) => m.id === id);
    if (!found) throw new Error(`no staff ${id}`);
    return found;
  }

  it('adding answers field errors in the language of the page', async () => {
    const office = await anyOffice(app());
    const taken = await staffCall(app(), 'staff/add/', {
      cookie: admin.cookie,
      locale: 'en',
      body: { email: admin.email, name: 'Someone', role: 'manager', offices: [] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'email_taken',
      fields: { email: 'A staff member with this e-mail already exists.' },
    });
    const noOffice = await staffCall(app(), 'staff/add/', {
      cookie: admin.cookie,
      body: { email: 'op@ijara.kg', name: 'Оператор', role: 'operator', offices: [] },
    });
    expect(noOffice.statusCode).toBe(400);
    expect(noOffice.json().fields).toEqual({ offices: 'Оператору нужен хотя бы один офис.' });
    const bad = await staffCall(app(), 'staff/add/', {
      cookie: admin.cookie,
      body: { email: 'not-an-email', name: 'x'.repeat(81), role: 'boss', offices: [office, 99_999] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name', 'role']);
    const unknown = await staffCall(app(), 'staff/add/', {
      cookie: admin.cookie,
      body: { email: 'op2@ijara.kg', name: 'Оператор', role: 'operator', offices: [office, 99_999] },
    });
    expect(unknown.json().fields).toEqual({ offices: 'Такого офиса нет.' });
  });

  it('two admins editing the same person: one edit lands, the other is told it changed (409)', async () => {
    const target = await person(app(), 'operator', 'Спорный Оператор');
    const opened = await member(target.id);
    const edit = (cookie: string, name: string) =>
      staffCall(app(), 'staff/update/', {
        cookie,
        body: {
          id: opened.id,
          version: opened.version,
          name,
          role: opened.role,
          offices: opened.offices,
          active: true,
        },
      });
    const answers = await Promise.all([edit(admin.cookie, 'Имя Первого'), edit(other.cookie, 'Имя Второго')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(conflict?.json()).toMatchObject({
      code: 'version_conflict',
      message:
        'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.',
    });
    const after = await member(target.id);
    expect(after.version).toBe(opened.version + 1);
    expect(['Имя Первого', 'Имя Второго']).toContain(after.name);
  });

  it('the last active admin keeps the role; every change is audited with who, before and after', async () => {
    const me = await member(other.id);
    const demote = await staffCall(app(), 'staff/update/', {
      cookie: admin.cookie,
      body: { id: me.id, version: me.version, name: me.name, role: 'manager', offices: [], active: true },
    });
    expect(demote.statusCode).toBe(200);
    const self = await member(admin.id);
    const last = await staffCall(app(), 'staff/update/', {
      cookie: admin.cookie,
      body: {
        id: self.id,
        version: self.version,
        name: self.name,
        role: 'admin',
        offices: [],
        active: false,
      },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_admin');

    const rows = await app().db.select().from(auditLog);
    const change = rows.find((row) => row.action === 'staff.updated' && row.entityId === String(other.id));
    expect(change).toMatchObject({
      actor: 'staff',
      staffId: admin.id,
      details: { before: { role: 'admin' }, after: { role: 'manager' } },
    });
    const added = rows.find((row) => row.action === 'staff.added' && row.entityId === String(admin.id));
    expect(added).toMatchObject({ staffId: null, details: { account: 'automation', operator: 'test' } });
  });
});
