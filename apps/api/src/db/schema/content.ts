import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';

export interface DocSectionRow {
  heading?: string;
  paragraphs: string[];
}

/** Legal and information documents, one row per slug and locale; plain structured text, no HTML. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['ru', 'en'] }).notNull(),
    title: text('title').notNull(),
    updatedAt: date('updated_at', { mode: 'string' }).notNull(),
    sections: jsonb('sections').$type<DocSectionRow[]>().notNull(),
  },
  (t) => [
    unique('documents_slug_locale_unique').on(t.slug, t.locale),
    check('documents_locale_valid', sql`${t.locale} in ('ru', 'en')`),
  ],
);

export const faq = pgTable('faq', {
  id: id(),
  position: integer('position').notNull().default(0),
  questionRu: text('question_ru').notNull(),
  questionEn: text('question_en').notNull(),
  answerRu: text('answer_ru').notNull(),
  answerEn: text('answer_en').notNull(),
});

/** The about-us data of SPEC.md §3: a single row (id 1). */
export const org = pgTable(
  'org',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    legalNameRu: text('legal_name_ru').notNull(),
    legalNameEn: text('legal_name_en').notNull(),
    /** ИНН, printed on receipts; null until an operator enters it (rows made before the column). */
    taxNumber: text('tax_number'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    addressRu: text('address_ru').notNull(),
    addressEn: text('address_en').notNull(),
    whatsapp: text('whatsapp').notNull(),
    telegram: text('telegram').notNull(),
    vk: text('vk').notNull(),
    chatBot: text('chat_bot').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('org_single_row', sql`${t.id} = 1`)],
);
