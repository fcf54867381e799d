import type { Locale, TDocSlug } from '@ijara/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents, faq } from '../../db/schema/index';

export type FaqRow = typeof faq.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

export class InfoRepository {
  constructor(private readonly db: Db) {}

  listFaq(): Promise<FaqRow[]> {
    return this.db.select().from(faq).orderBy(asc(faq.position), asc(faq.id));
  }

  async findDocument(slug: TDocSlug, locale: Locale): Promise<DocumentRow | null> {
    const rows = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.slug, slug), eq(documents.locale, locale)))
      .limit(1);
    return rows[0] ?? null;
  }
}
