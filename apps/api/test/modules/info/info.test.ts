import { DOC_SLUGS, fillPlaceholders, specText, ZDocumentResponse, ZFaqResponse } from '@ijara/contract';
import { expect, it } from 'vitest';
import { demoContent } from '../../../src/db/seed/demo-content';
import { describeEachDatabase } from '../../helpers/app';
import { apiInject, errorOf } from '../../helpers/request';

describeEachDatabase('info/faq/ and info/{doc}/', ({ app }) => {
  it.each(['ru', 'en'] as const)('answers the FAQ in %s, in order', async (locale) => {
    const response = await apiInject(app(), { path: 'info/faq/', locale });
    expect(response.statusCode).toBe(200);
    const { faq } = ZFaqResponse.parse(response.json());
    // The buy-out answer states the configured percentages (docs/decisions/055), filled by the api.
    const configured = { buyoutRentSharePercent: 50, buyoutFloorPercent: 30 };
    expect(faq.map((item) => [item.question, item.answer])).toEqual(
      demoContent.faq.map((item) => [
        item.question[locale],
        fillPlaceholders(item.answer[locale], configured),
      ]),
    );
    expect(faq.some((item) => item.answer.includes('{{'))).toBe(false);
  });

  it.each(DOC_SLUGS.flatMap((slug) => [[slug, 'ru'] as const, [slug, 'en'] as const]))(
    'answers document %s in %s',
    async (slug, locale) => {
      const response = await apiInject(app(), { path: `info/${slug}/`, locale });
      expect(response.statusCode).toBe(200);
      const { document } = ZDocumentResponse.parse(response.json());
      const seed = demoContent.documents[slug][locale];
      expect(document).toEqual({
        slug,
        title: seed.title,
        updatedAt: seed.updatedAt,
        sections: seed.sections,
      });
    },
  );

  it('answers the offer (oferta) for info/ with no document', async () => {
    const response = await apiInject(app(), { path: 'info/', locale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(ZDocumentResponse.parse(response.json()).document.slug).toBe('oferta');
  });

  it.each(['nope', 'catalog-x', 'OFERTA', '0'])(
    'answers unknown document %s with a 404 envelope',
    async (slug) => {
      const response = await apiInject(app(), { path: `info/${slug}/`, locale: 'en' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        statusCode: '404',
        code: 'not_found',
        message: specText('docNotFound', 'en'),
      });
    },
  );
});
