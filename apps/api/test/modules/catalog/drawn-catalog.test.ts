import { brotliDecompressSync } from 'node:zlib';
import { drawnCatalogPath, LOCALES } from '@ijara/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../helpers/app';
import { apiInject } from '../../helpers/request';

describeEachDatabase('the catalogue a drawn page is taken over with (docs/decisions/060)', ({ app }) => {
  it("answers info/catalog/'s text and ETag in each language, unsigned, and 304 to that ETag", async () => {
    for (const locale of LOCALES) {
      const call = await apiInject(app(), { path: 'info/catalog/', locale });
      const drawn = await app().inject({ method: 'GET', url: drawnCatalogPath(locale) });
      expect(drawn.statusCode).toBe(200);
      expect(drawn.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(drawn.headers['cache-control']).toBe('no-cache');
      expect(drawn.body).toBe(call.body);
      expect(drawn.headers.etag).toBe(call.headers.etag);

      const again = await app().inject({
        method: 'GET',
        url: drawnCatalogPath(locale),
        headers: { 'if-none-match': String(drawn.headers.etag), 'accept-encoding': 'br' },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const compressed = await app().inject({
      method: 'GET',
      url: drawnCatalogPath('en'),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    const english = await apiInject(app(), { path: 'info/catalog/', locale: 'en' });
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(english.body);
  });

  it('has no catalogue for a language the app does not speak', async () => {
    const response = await app().inject({ method: 'GET', url: '/drawn/de/catalog.json' });
    expect(response.statusCode).toBe(404);
  });
});
