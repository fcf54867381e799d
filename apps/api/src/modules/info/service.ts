import {
  DOC_SLUGS,
  fillPlaceholders,
  type Locale,
  type TDocSlug,
  type TDocument,
  type TFaqItem,
} from '@ijara/contract';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { type TtlCache, ttlCache } from '../../lib/ttl-cache';
import { CATALOG_TTL_MS } from '../catalog/index';
import type { InfoRepository } from './repository';

export function isDocSlug(value: string): value is TDocSlug {
  return (DOC_SLUGS as readonly string[]).includes(value);
}

/** FAQ and documents, cached per locale like the catalogue. */
export class InfoService {
  private readonly faqItems: TtlCache<TFaqItem[], Locale>;
  private readonly docs: TtlCache<TDocument | null, `${TDocSlug}:${Locale}`>;

  /**
   * `faqValues` fill the FAQ's {{placeholders}}: a rule whose numbers are configuration (the buy-out's
   * percentages, docs/decisions/055) is stated with the numbers the api applies, never typed twice.
   */
  constructor(
    repository: InfoRepository,
    ttlMs = CATALOG_TTL_MS,
    faqValues: Record<string, string | number> = {},
  ) {
    this.faqItems = ttlCache(ttlMs, async (locale: Locale) =>
      (await repository.listFaq()).map((row) => ({
        id: row.id,
        question: fillPlaceholders(pick(locale, row.questionRu, row.questionEn), faqValues),
        answer: fillPlaceholders(pick(locale, row.answerRu, row.answerEn), faqValues),
      })),
    );
    this.docs = ttlCache(ttlMs, async (key: `${TDocSlug}:${Locale}`) => {
      const [slug, locale] = key.split(':') as [TDocSlug, Locale];
      const row = await repository.findDocument(slug, locale);
      return row && { slug, title: row.title, updatedAt: row.updatedAt, sections: row.sections };
    });
  }

  faq(locale: Locale): Promise<TFaqItem[]> {
    return this.faqItems.get(locale);
  }

  /** Unknown slugs never reach the database: the slug list is the contract's. */
  async document(slug: string, locale: Locale): Promise<TDocument> {
    const doc = isDocSlug(slug) ? await this.docs.get(`${slug}:${locale}`) : null;
    if (!doc) throw new AppError('not_found', { text: 'docNotFound' });
    return doc;
  }

  clear(): void {
    this.faqItems.clear();
    this.docs.clear();
  }
}
