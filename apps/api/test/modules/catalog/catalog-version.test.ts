import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { catalogChanged, readCatalogVersion } from '../../../src/db/catalog-version';
import { modelPrices } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { apiInject } from '../../helpers/request';
import { raisePrice, shownMonthly, somePrice } from './price-change';

describeEachDatabase('a catalogue change in one app', ({ app }) => {
  const read = (etag?: string) =>
    apiInject(app(), { path: 'info/catalog/', headers: etag ? { 'if-none-match': etag } : {} });

  it('shows a changed price on the next read, under a new ETag; an unchanged catalogue still answers 304', async () => {
    const row = await somePrice(app().db);
    const before = await read();
    const etag = String(before.headers.etag);
    expect((await read(etag)).statusCode).toBe(304);

    await raisePrice(app().db, row);
    const after = await read();
    expect(after.statusCode).toBe(200);
    expect(shownMonthly(after.json(), row)).toBeGreaterThan(shownMonthly(before.json(), row) ?? 0);
    const newEtag = String(after.headers.etag);
    expect(newEtag).not.toBe(etag);
    expect(newEtag).toMatch(new RegExp(`^"v${await readCatalogVersion(app().db)}-`));
    expect((await read(etag)).statusCode).toBe(200);
    expect((await read(newEtag)).statusCode).toBe(304);
  });

  it('keeps the catalogue and its ETag when the change is rolled back', async () => {
    const row = await somePrice(app().db);
    const etag = String((await read()).headers.etag);
    const version = await readCatalogVersion(app().db);
    const written = app().db.transaction(async (tx) => {
      await tx
        .update(modelPrices)
        .set({ monthly: row.monthly + 10_000 })
        .where(eq(modelPrices.id, row.id));
      await catalogChanged(tx);
      throw new Error('rolled back');
    });
    await expect(written).rejects.toThrow('rolled back');
    expect(await readCatalogVersion(app().db)).toBe(version);
    expect((await read(etag)).statusCode).toBe(304);
  });
});
