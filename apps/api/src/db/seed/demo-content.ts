import { bonusCodes } from './content/bonus';
import { categories, cities, companies, extras, gadgets, offices } from './content/catalog';
import { documents } from './content/documents';
import { faq } from './content/faq';
import { org } from './content/org';
import { promoCodes, units } from './content/stock';
import type { SeedContent } from './seed-content';

/** The hand-written demo content of content/, as one object for the loader. */
export const demoContent: SeedContent = {
  cities,
  categories,
  extras,
  gadgets,
  offices,
  companies,
  faq,
  documents,
  org,
  units,
  promoCodes,
  bonusCodes,
};
