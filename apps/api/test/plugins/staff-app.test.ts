import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithApp } from '../helpers/app';

const dist = mkdtempSync(path.join(tmpdir(), 'ijara-staff-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>staff</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');

describeWithApp(
  'the staff app at /staff/',
  ({ app }) => {
    it('answers its index for every page path, its files by path, and 404 for a missing file', async () => {
      const bare = await app().inject({ url: '/staff' });
      expect([bare.statusCode, bare.headers.location]).toEqual([301, '/staff/']);
      for (const url of ['/staff/', '/staff/orders/12/', '/staff/setup/?token=abc']) {
        const page = await app().inject({ url });
        expect([url, page.statusCode, page.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
        expect(page.body).toContain('<title>staff</title>');
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      }
      const file = await app().inject({ url: '/staff/assets/index-abc.js' });
      expect([file.statusCode, file.headers['cache-control']]).toEqual([
        200,
        'public, max-age=31536000, immutable',
      ]);
      expect((await app().inject({ url: '/staff/assets/gone.js' })).statusCode).toBe(404);
      expect((await app().inject({ url: '/staff/../../etc/passwd' })).body).not.toContain('root:');
    });
  },
  { STAFF_DIST: dist },
);
