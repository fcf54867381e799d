import type {
  SeedCategory,
  SeedCity,
  SeedCompany,
  SeedDocuments,
  SeedExtra,
  SeedFaq,
  SeedGadget,
  SeedOffice,
  SeedOrg,
} from './content/types';

/** Everything the demo loader puts into an empty database. */
export interface SeedContent {
  cities: SeedCity[];
  categories: SeedCategory[];
  extras: SeedExtra[];
  gadgets: SeedGadget[];
  offices: SeedOffice[];
  companies: SeedCompany[];
  faq: SeedFaq[];
  documents: SeedDocuments;
  org: SeedOrg;
}
