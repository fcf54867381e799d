import { bonusCodes } from './content/bonus';
import { documents } from './content/documents';
import { faq } from './content/faq';
import { org } from './content/org';
import { promoCodes, units } from './content/stock';
import { demoCatalogue } from './demo-catalogue';
import type { SeedContent } from './seed-content';

/** The demo content of content/ (the catalogue a JSON file, the rest written in TypeScript), as one object. */
export const demoContent: SeedContent = {
  catalogue: demoCatalogue,
  faq,
  documents,
  org,
  units,
  promoCodes,
  bonusCodes,
};
