import { formatPhone } from '@ijara/contract';
import { beforeAll, expect, it } from 'vitest';
import { writeAudit } from '../../../src/db/audit';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { awaitingHandover } from '../ops/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

interface Entry {
  id: number;
  action: string;
  staff: { id: number; name: string } | null;
  client: { id: number; name: string; phone: string } | null;
  subscriptionID: number | null;
  details: Record<string, unknown> | null;
}

describeEachDatabase('the staff audit view', ({ app }) => {
  let manager: Person;
  let admin: Person;
  let client: Awaited<ReturnType<typeof createClient>>;

  beforeAll(async () => {
    advance(app(), 0);
    manager = await person(app(), 'manager', 'Менеджер Бакыт');
    admin = await person(app(), 'admin', 'Админ Жылдыз');
    client = await createClient(app(), { firstName: 'Элнура', lastName: 'Садыкова' });
    await awaitingHandover(app(), client.id, { delivery: false });
    for (const [who, forbidden] of [
      [manager, true],
      [admin, false],
    ] as const) {
      const done = await staffCall(app(), 'clients/forbid/', {
        cookie: who.cookie,
        body: { id: client.id, forbidden, reason: forbidden ? 'Спор по оплате' : 'Спор решён' },
      });
      expect(done.statusCode, done.body).toBe(200);
    }
  });

  const page = async (query: string, who: Person = manager) => {
    const response = await staffCall(app(), `audit/${query}`, { cookie: who.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { entries: Entry[]; next: number | null };
  };

  it('lists who did what to whom, before → after, newest first; filters by person, client and kind', async () => {
    const byClient = await page(`?client=${client.id}`);
    expect(byClient.entries.map((e) => e.action)).toEqual(['client.allowed', 'client.forbidden']);
    expect(byClient.entries[1]).toMatchObject({
      actor: 'staff',
      staff: { id: manager.id, name: 'Менеджер Бакыт' },
      client: { id: client.id, name: 'Элнура Садыкова', phone: formatPhone(client.phone) },
      entity: 'client',
      details: { reason: 'Спор по оплате', before: { forbidden: false }, after: { forbidden: true } },
    });
    expect(byClient.next).toBeNull();

    const byStaff = await page(`?staff=${admin.id}`);
    expect(byStaff.entries.length).toBeGreaterThan(0);
    expect(byStaff.entries.every((e) => e.staff?.id === admin.id)).toBe(true);
    expect(byStaff.entries.map((e) => e.action)).toContain('client.allowed');

    const kind = await page(`?action=client.&staff=${manager.id}`);
    expect(kind.entries.map((e) => [e.action, e.client?.id])).toEqual([['client.forbidden', client.id]]);
    expect((await page(`?action=client.allowed&client=${client.id}`)).entries).toHaveLength(1);
    // The prefix is text: "_" and "%" are no wildcards.
    expect((await page('?action=client_')).entries).toEqual([]);
  });

  it('pages by 50 with a cursor, each row once', async () => {
    const other = await createClient(app());
    for (let n = 0; n < 62; n += 1) {
      await writeAudit(app().db, {
        actor: 'system',
        action: 'test.paged',
        clientId: other.id,
        entity: 'subscription',
        entityId: 1000 + n,
        details: { n },
      });
    }
    const first = await page(`?client=${other.id}&action=test.`);
    expect(first.entries).toHaveLength(50);
    expect(first.next).toBe(first.entries[49]?.id);
    expect(first.entries[0]).toMatchObject({ staff: null, subscriptionID: 1061, details: { n: 61 } });
    const second = await page(`?client=${other.id}&action=test.&before=${first.next}`);
    expect(second.entries).toHaveLength(12);
    expect(second.next).toBeNull();
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(62);
  });

  it('lists the actions recorded, for the filter', async () => {
    const response = await staffCall(app(), 'audit/kinds/', { cookie: admin.cookie });
    const { actions } = response.json() as { actions: string[] };
    expect(actions).toEqual(expect.arrayContaining(['client.allowed', 'client.forbidden', 'staff.added']));
    expect(actions).toEqual([...actions].sort());
  });

  it('refuses a cursor or an id that is not a number, naming the field', async () => {
    const bad = await staffCall(app(), 'audit/?before=abc&client=0', { cookie: manager.cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['before', 'client']);
  });
});
