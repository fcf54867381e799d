import type { CatalogueFile } from '../../catalogue-file/index';
import type {
  SeedBonusCode,
  SeedDocuments,
  SeedFaq,
  SeedOrg,
  SeedPromoCode,
  SeedUnit,
} from './content/types';

/** Everything the demo loader puts into an empty database. */
export interface SeedContent {
  /** Cities, categories, extras, gadgets with models and prices, offices, companies: the catalogue file. */
  catalogue: CatalogueFile;
  faq: SeedFaq[];
  documents: SeedDocuments;
  org: SeedOrg;
  /** Physical devices; none when left out. */
  units?: SeedUnit[];
  promoCodes?: SeedPromoCode[];
  bonusCodes?: SeedBonusCode[];
}
