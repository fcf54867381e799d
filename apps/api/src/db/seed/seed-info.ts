import { DOC_SLUGS, LOCALES } from '@ijara/contract';
import type { Db } from '../database';
import { documents, faq, org } from '../schema/index';
import type { SeedContent } from './seed-content';

export async function seedInfo(db: Db, content: SeedContent): Promise<void> {
  if (content.faq.length > 0) {
    await db.insert(faq).values(
      content.faq.map((item, position) => ({
        position,
        questionRu: item.question.ru,
        questionEn: item.question.en,
        answerRu: item.answer.ru,
        answerEn: item.answer.en,
      })),
    );
  }
  await db.insert(documents).values(
    DOC_SLUGS.flatMap((slug) =>
      LOCALES.map((locale) => {
        const doc = content.documents[slug][locale];
        return { slug, locale, title: doc.title, updatedAt: doc.updatedAt, sections: doc.sections };
      }),
    ),
  );
  const o = content.org;
  await db.insert(org).values({
    id: 1,
    name: o.name,
    legalNameRu: o.legalName.ru,
    legalNameEn: o.legalName.en,
    taxNumber: o.taxNumber,
    phone: o.phone,
    email: o.email,
    addressRu: o.address.ru,
    addressEn: o.address.en,
    whatsapp: o.whatsapp,
    telegram: o.telegram,
    vk: o.vk,
    chatBot: o.chatBot,
  });
}
