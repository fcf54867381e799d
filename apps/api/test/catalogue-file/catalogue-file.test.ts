import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPEC_TEXTS, ZCatalogResponse } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueFile,
  catalogueText,
  exportCatalogue,
  importCatalogue,
  readCatalogue,
} from '../../src/catalogue-file/index';
import type { Database } from '../../src/db/database';
import { auditLog, gadgets, models, pickupOffices } from '../../src/db/schema/index';
import { describeEachDatabase } from '../helpers/app';
import { createClient } from '../helpers/auth';
import { DRIVERS, unseededDatabase } from '../helpers/database';
import { apiInject } from '../helpers/request';
import { awaitingHandover, OPS_CONFIG, ops, runOps } from '../modules/ops/fixture';

const DEMO_FILE = path.resolve(import.meta.dirname, '../../src/db/seed/content/catalogue.json');
const demoText = readFileSync(DEMO_FILE, 'utf8');
const demo = (): CatalogueFile => JSON.parse(demoText);

/** The 1-based line of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`"${needle}" is not in the text`);
  return index + 1;
}

const none = { cities: 0, categories: 0, extras: 0, gadgets: 0, models: 0, offices: 0, companies: 0 };

describe.each(DRIVERS)('the demo catalogue file on an empty database [%s]', (driver) => {
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    ({ database, drop } = await unseededDatabase(driver));
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('imports it whole, exports the same bytes, and a second import changes nothing', async () => {
    const read = readCatalogue(demoText);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const file = read.catalogue;
    const result = await database.db.transaction((tx) => importCatalogue(tx, file));
    expect(result).toEqual({
      added: {
        cities: file.cities.length,
        categories: file.categories.length,
        extras: file.extras.length,
        gadgets: file.gadgets.length,
        models: file.gadgets.flatMap((gadget) => gadget.models).length,
        offices: file.offices.length,
        companies: file.companies.length,
      },
      changed: none,
      switchedOff: none,
    });
    const exported = await exportCatalogue(database.db);
    expect(JSON.parse(exported)).toEqual(JSON.parse(demoText));
    expect(exported).toBe(demoText);

    const again = await database.db.transaction((tx) => importCatalogue(tx, file));
    expect(again).toEqual({ added: none, changed: none, switchedOff: none });
    expect(await exportCatalogue(database.db)).toBe(demoText);
  });
});

/** The file of a catalogue, as an export writes it. */
const textOf = (file: CatalogueFile) => catalogueText(file);

async function importFile(app: FastifyInstance, file: string) {
  return ops(app, 'catalogue-import', { file });
}

describeEachDatabase(
  'the catalogue file on the demo database',
  ({ app }) => {
    it('is what the demo seed loaded; the CLI exports it and imports it back unchanged', async () => {
      expect(await exportCatalogue(app().db)).toBe(demoText);
      const folder = mkdtempSync(path.join(tmpdir(), 'ijara-catalogue-'));
      try {
        const file = path.join(folder, 'catalogue.json');
        const exported = await runOps(app(), ['catalogue-export', file]);
        expect(exported.code, exported.stderr).toBe(0);
        expect(readFileSync(file, 'utf8')).toBe(demoText);
        const imported = await runOps(app(), ['catalogue-import', file]);
        expect(imported.stdout).toBe('Catalogue imported: it was already the same, nothing changed.\n');

        const broken = demo();
        broken.gadgets[3]!.models[0]!.prices.osh!['6'] = -100;
        writeFileSync(file, textOf(broken));
        const refused = await runOps(app(), ['catalogue-import', file]);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          `400 ${SPEC_TEXTS.en.opsCatalogueInvalid}\n` +
            `  file: line ${lineOf(textOf(broken), '"6": -100')}: gadgets[3].models[0].prices.osh.6: must be > 0\n`,
        );
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('refuses an invalid file whole, naming each line, and changes nothing', async () => {
      const before = await exportCatalogue(app().db);

      const noComma = demoText.replace('"served": true,\n', '"served": true\n');
      const syntax = await importFile(app(), noComma);
      expect(syntax.statusCode).toBe(400);
      expect(syntax.json().fields).toEqual({
        file: `line ${lineOf(demoText, '"deliveryFee": 30000')}: not valid JSON: comma expected`,
      });

      const bad = demo();
      bad.gadgets[3]!.models[0]!.prices.osh!['6'] = -100;
      bad.gadgets[0]!.category = 'phones';
      const text = textOf(bad);
      const refused = await importFile(app(), text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_failed',
        message: SPEC_TEXTS.en.opsCatalogueInvalid,
        fields: {
          file: [
            `line ${lineOf(text, '"category": "phones"')}: gadgets[0].category: unknown category "phones"`,
            `line ${lineOf(text, '"6": -100')}: gadgets[3].models[0].prices.osh.6: must be > 0`,
          ].join('\n'),
        },
      });

      const unknownKey = demoText.replace('"served": true,', '"served": true, "colour": "red",');
      expect((await importFile(app(), unknownKey)).json().fields.file).toBe(
        `line ${lineOf(demoText, '"served": true,')}: cities[0].colour: unknown key "colour"`,
      );
      expect(await exportCatalogue(app().db)).toBe(before);
    });

    it('keeps an office in use on: left out of the file, it refuses the import', async () => {
      const client = await createClient(app());
      await awaitingHandover(app(), client.id, { delivery: false });
      const file = demo();
      file.offices = file.offices.slice(1);
      const text = textOf(file);
      const refused = await importFile(app(), text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.file).toBe(
        `line ${lineOf(text, '"offices"')}: offices: the office "Офис на Чуй" in bishkek is left out, ` +
          'but it is in use (1 order waiting there): keep it in the file until it is not',
      );
    });

    it('changes a price, adds a model, switches off a gadget left out, raises versions, audits once', async () => {
      const iphone = { gadget: 'iphone-16', model: '128gb-black' };
      const [gadget] = await app().db.select().from(gadgets).where(eq(gadgets.slug, iphone.gadget));
      const [model] = await app()
        .db.select()
        .from(models)
        .where(and(eq(models.gadgetId, gadget!.id), eq(models.slug, iphone.model)));
      const [office] = await app().db.select().from(pickupOffices).where(eq(pickupOffices.position, 0));

      const file = demo();
      const phone = file.gadgets.find((entry) => entry.slug === iphone.gadget)!;
      phone.models[0]!.prices.bishkek!['6'] = 499_000;
      phone.models.push({
        ...phone.models[0]!,
        slug: '512gb-pink',
        name: { ru: 'iPhone 16, 512 ГБ', en: 'iPhone 16, 512 GB' },
        color: '#f2adda',
        prices: { bishkek: { '3': 799_000, '6': 699_000, '12': 599_000 } },
      });
      file.offices[0]!.hours.en = 'Mon–Sun 10:00–20:00';
      const xbox = file.gadgets.findIndex((entry) => entry.slug === 'xbox-series-x');
      const [left] = file.gadgets.splice(xbox, 1);

      const audited = async () =>
        app()
          .db.select()
          .from(auditLog)
          .where(eq(auditLog.action, 'catalogue.imported'))
          .orderBy(auditLog.id);
      const auditBefore = (await audited()).length;
      const response = await importFile(app(), textOf(file));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        statusCode: '200',
        added: { ...none, models: 1 },
        changed: { ...none, models: 1, offices: 1 },
        switchedOff: { ...none, gadgets: 1 },
      });

      // What was left out stays, switched off, where it was.
      file.gadgets.splice(xbox, 0, { ...left!, active: false });
      expect(await exportCatalogue(app().db)).toBe(textOf(file));

      const [after] = await app().db.select().from(models).where(eq(models.id, model!.id));
      expect([after!.pricesVersion, after!.version]).toEqual([model!.pricesVersion + 1, model!.version]);
      const [officeAfter] = await app()
        .db.select()
        .from(pickupOffices)
        .where(eq(pickupOffices.id, office!.id));
      expect(officeAfter!.version).toBe(office!.version + 1);
      const [xboxAfter] = await app().db.select().from(gadgets).where(eq(gadgets.slug, 'xbox-series-x'));
      expect(xboxAfter!.active).toBe(false);

      const audit = (await audited()).slice(auditBefore);
      expect(audit).toHaveLength(1);
      const { statusCode: _status, ...counts } = response.json();
      expect(audit[0]).toMatchObject({ actor: 'staff', details: { ...counts, operator: 'Aida' } });

      const catalog = ZCatalogResponse.parse(
        (await apiInject(app(), { path: 'info/catalog/', locale: 'en' })).json(),
      );
      expect(catalog.gadgets.map((entry) => entry.slug)).not.toContain('xbox-series-x');
      expect(JSON.stringify(catalog)).toContain('iPhone 16, 512 GB');
    });
  },
  OPS_CONFIG,
);
