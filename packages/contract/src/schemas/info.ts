import { z } from 'zod';
import { ok, ZId, ZIsoDate } from '../envelope';
import { ZCity } from './catalog';

export const ZCitiesResponse = ok({ cities: z.array(ZCity) });
export type TCitiesResponse = z.infer<typeof ZCitiesResponse>;

/** An employer a client may choose at sign-in; may carry a discount (DESIGN.md §4). */
export const ZCompany = z.object({
  id: ZId,
  name: z.string(),
  discountPercent: z.number().int().min(0).max(100),
});
export type TCompany = z.infer<typeof ZCompany>;
export const ZCompaniesResponse = ok({ companies: z.array(ZCompany) });

/** FAQ entries in the request's locale (X-Locale). */
export const ZFaqItem = z.object({ id: ZId, question: z.string(), answer: z.string() });
export type TFaqItem = z.infer<typeof ZFaqItem>;
export const ZFaqResponse = ok({ faq: z.array(ZFaqItem) });

/** Documents served by info/{doc}/; "oferta" is the default (SPEC.md §7). */
export const DOC_SLUGS = ['oferta', 'privacy', 'cookies', 'rekurrent', 'delivery', 'about'] as const;
export const ZDocSlug = z.enum(DOC_SLUGS);
export type TDocSlug = z.infer<typeof ZDocSlug>;
export const DEFAULT_DOC: TDocSlug = 'oferta';

/**
 * Document body as plain structured text, never HTML, so the web app renders it without
 * dangerouslySetInnerHTML.
 */
export const ZDocSection = z.object({ heading: z.string().optional(), paragraphs: z.array(z.string()) });
export const ZDocument = z.object({
  slug: ZDocSlug,
  title: z.string(),
  updatedAt: ZIsoDate,
  sections: z.array(ZDocSection),
});
export type TDocument = z.infer<typeof ZDocument>;
export const ZDocumentResponse = ok({ document: ZDocument });
