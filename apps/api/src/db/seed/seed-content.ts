import type {
  SeedBonusCode,
  SeedCategory,
  SeedCity,
  SeedCompany,
  SeedDocuments,
  SeedExtra,
  SeedFaq,
  SeedGadget,
  SeedOffice,
  SeedOrg,
  SeedPromoCode,
  SeedUnit,
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
  /** Physical devices; none when left out. */
  units?: SeedUnit[];
  promoCodes?: SeedPromoCode[];
  bonusCodes?: SeedBonusCode[];
}
