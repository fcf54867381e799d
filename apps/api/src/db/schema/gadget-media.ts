import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { gadgets, models } from './catalog';
import { bytea, createdAt } from './columns';

/** A model's finish as #rrggbb: the drawn picture of its gadget is tinted with it. */
export const modelColors = pgTable(
  'model_colors',
  {
    modelId: integer('model_id')
      .primaryKey()
      .references(() => models.id, { onDelete: 'cascade' }),
    hex: text('hex').notNull(),
  },
  (t) => [check('model_colors_hex_valid', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`)],
);

/**
 * A staff-set photo of a gadget (the staff app's catalogue, or npm run ops -- gadget-image), one row per
 * responsive width, as WebP. A gadget has several, shown in `position` order (the first is the card's).
 * `version` (a hash of the upload) is part of the URL, so each URL's bytes never change. In the
 * database rather than on disk: every api process against one PostgreSQL serves the same files, and
 * backups carry them (docs/decisions/025).
 */
export const gadgetPhotos = pgTable(
  'gadget_photos',
  {
    gadgetId: integer('gadget_id')
      .notNull()
      .references(() => gadgets.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    version: text('version').notNull(),
    bytes: bytea('bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gadgetId, t.version, t.width] }),
    check('gadget_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
