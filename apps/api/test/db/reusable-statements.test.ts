import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reusable } from '../../src/db/prepared';
import { faq } from '../../src/db/schema/index';
import { describeEachDatabase } from '../helpers/app';

const questionOf = reusable((db) =>
  db
    .select({ id: faq.id, question: faq.questionRu })
    .from(faq)
    .where(eq(faq.id, sql.placeholder('id')))
    .prepare('test_reusable_faq'),
);

/**
 * A statement built once and run on each transaction's own connection (db/prepared.ts reusable): each
 * call sees what its transaction wrote and not yet committed, and nothing of a rolled-back one.
 */
describeEachDatabase('statements built once for every transaction', ({ app, driver }) => {
  it('runs on the connection of the transaction it is given, then on the database', async () => {
    const db = app().db;
    const [first] = await db.select({ id: faq.id, question: faq.questionRu }).from(faq).limit(1);
    if (!first) throw new Error('no FAQ row');

    await db.transaction(async (tx) => {
      expect(await questionOf(tx).execute({ id: first.id })).toEqual([first]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(faq).set({ questionRu: 'Вопрос в транзакции' }).where(eq(faq.id, first.id));
        expect(await questionOf(tx).execute({ id: first.id })).toEqual([
          { id: first.id, question: 'Вопрос в транзакции' },
        ]);
        // Another connection does not see it yet: the statement ran on this transaction's. (The embedded
        // database has one connection: a statement outside would wait for this transaction.)
        if (driver === 'postgres') expect(await questionOf(db).execute({ id: first.id })).toEqual([first]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await questionOf(db).execute({ id: first.id })).toEqual([first]);
  });
});
