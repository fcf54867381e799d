import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GADGET_PHOTO_MAX_BYTES, SPEC_TEXTS, ZCatalogResponse } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index';
import { describeEachDatabase, describeWithApp } from '../../helpers/app';
import { apiInject } from '../../helpers/request';
import { OPS_CONFIG, ops, runOps } from './fixture';

/** A real picture: a dark device on a light background, as a product photo would be. */
function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f4f2"/>
    <rect x="${width * 0.35}" y="${height * 0.1}" width="${width * 0.3}" height="${height * 0.8}" rx="24" fill="#2e3541"/>
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

const base64 = (bytes: Buffer) => bytes.toString('base64');

describeEachDatabase(
  'ops gadget-image',
  ({ app }) => {
    it('resizes a JPEG to 320, 640 and 960 px WebP, serves each for a year, and the catalogue names them', async () => {
      const photo = await picture(1600, 1200, 'jpeg');
      const response = await ops(app(), 'gadget-image', { gadget: 'iphone-16', image: base64(photo) });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer.gadget).toEqual({ id: expect.any(Number), slug: 'iphone-16', name: 'iPhone 16' });
      expect(answer.photo.width).toBe(960);
      expect(answer.photo.height).toBe(720);
      expect(answer.photo.files.map((file: { width: number }) => file.width)).toEqual([320, 640, 960]);

      for (const file of answer.photo.files as Array<{ url: string; width: number }>) {
        expect(file.url).toMatch(
          new RegExp(`^/media/gadgets/${answer.gadget.id}/[\\w-]{16}/${file.width}\\.webp$`),
        );
        const served = await app().inject({ method: 'GET', url: file.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', file.width, (file.width * 3) / 4]);
      }

      const catalog = ZCatalogResponse.parse(
        (await apiInject(app(), { path: 'info/catalog/', locale: 'en' })).json(),
      );
      expect(catalog.gadgets.find((gadget) => gadget.slug === 'iphone-16')?.photo).toEqual(answer.photo);
      const [audit] = await app()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.actor, 'staff'), eq(auditLog.action, 'gadget.photo_set')));
      expect(audit?.details).toEqual({
        gadgetId: answer.gadget.id,
        bytes: photo.length,
        widths: [320, 640, 960],
        operator: 'Aida',
      });
    });

    it('never enlarges: a 700 px PNG gives 320 and 640; the old photo’s files are gone', async () => {
      const first = await ops(app(), 'gadget-image', {
        gadget: 'macbook-air-13-m3',
        image: base64(await picture(1000, 1000, 'jpeg')),
      });
      const oldUrl = first.json().photo.files[0].url as string;
      const response = await ops(app(), 'gadget-image', {
        gadget: String(first.json().gadget.id),
        image: base64(await picture(700, 500, 'png')),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().photo).toMatchObject({ width: 640, height: 457 });
      expect(response.json().photo.files.map((file: { width: number }) => file.width)).toEqual([320, 640]);
      expect((await app().inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    });

    it('refuses what is not a picture, a picture too small, and an unknown gadget, saying why', async () => {
      const notImage = await ops(
        app(),
        'gadget-image',
        { gadget: 'iphone-16', image: base64(Buffer.from('%PDF-1.7 not a photo')) },
        { locale: 'ru' },
      );
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json()).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: 'Файл не является изображением: пришлите фото в JPEG, PNG или WebP.',
      });
      // A picture's header with its pixels cut off.
      const truncated = (await picture(800, 600, 'png')).subarray(0, 120);
      const broken = await ops(app(), 'gadget-image', { gadget: 'iphone-16', image: base64(truncated) });
      expect(broken.json().message).toBe(SPEC_TEXTS.en.opsImageUnreadable);

      const small = await ops(app(), 'gadget-image', {
        gadget: 'iphone-16',
        image: base64(await picture(200, 200, 'png')),
      });
      expect(small.statusCode).toBe(400);
      expect(small.json().message).toBe('The picture is 200 px wide; a photo needs at least 320 px.');

      const unknown = await ops(app(), 'gadget-image', {
        gadget: 'nokia-3310',
        image: base64(await picture(800, 600, 'png')),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('There is no gadget with this slug or id.');
    });
  },
  OPS_CONFIG,
);

describeWithApp(
  'npm run ops -- gadget-image (the CLI as a child process)',
  ({ app }) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'gadget-image-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    const cli = (...args: string[]) => runOps(app(), ['gadget-image', ...args]);

    it('reads the file, sends it and prints where the photo is', async () => {
      const file = path.join(folder, 'iphone.jpg');
      writeFileSync(file, await picture(1200, 1200, 'jpeg'));
      const { code, stdout } = await cli('iphone-16-pro', file);
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^Photo of iPhone 16 Pro \(#\d+, iphone-16-pro\) set: WebP at 320, 640, 960 px wide, 960×960 the largest\.\n\/media\/gadgets\/\d+\/[\w-]{16}\/960\.webp\n$/,
      );
    });

    it('refuses a file too large before sending it, and prints the api’s reason for a file that is no picture', async () => {
      const large = path.join(folder, 'huge.jpg');
      writeFileSync(large, Buffer.alloc(GADGET_PHOTO_MAX_BYTES + 1));
      const tooLarge = await cli('iphone-16', large);
      expect(tooLarge.code).toBe(2);
      expect(tooLarge.stderr.split('\n')[0]).toBe(`ops: ${large} is 10.0 MB; a photo may be at most 10 MB`);

      const text = path.join(folder, 'notes.jpg');
      writeFileSync(text, 'not a picture');
      const notImage = await cli('iphone-16', text);
      expect(notImage.code).toBe(1);
      expect(notImage.stderr).toBe('400 The file is not a picture: send a JPEG, PNG or WebP photo.\n');

      const missing = await cli('iphone-16', path.join(folder, 'nothing.jpg'));
      expect(missing.code).toBe(2);
      expect(missing.stderr.split('\n')[0]).toBe(
        `ops: cannot read ${path.join(folder, 'nothing.jpg')}: ENOENT`,
      );
    });
  },
  OPS_CONFIG,
);
