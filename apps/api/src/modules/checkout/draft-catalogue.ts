import type { CatalogRows } from '../catalog/index';
import type { DraftQuery, DraftRows } from './draft-query';

/** The parts of a draft's rows the catalogue holds: its city, model with prices, office and extras. */
export type DraftCatalogue = Pick<DraftRows, 'city' | 'models' | 'office' | 'extras'>;

/**
 * What a draft names, read from the catalogue snapshot the catalogue calls serve (active rows only),
 * answering as the draft query does: an inactive model, gadget, office or extra is simply not there.
 */
export function draftCatalogue(rows: CatalogRows, query: DraftQuery): DraftCatalogue {
  const city = rows.cities.find((row) => row.id === query.cityId);
  const fee = rows.deliveryFees.find((row) => row.cityId === query.cityId);
  const model = rows.models.find((row) => row.id === query.modelId);
  const gadget = model && rows.gadgets.find((row) => row.id === model.gadgetId);
  const office = rows.offices.find((row) => row.id === query.officeId);
  const offered = new Set(
    rows.gadgetExtras.filter((link) => link.gadgetId === gadget?.id).map((link) => link.extraId),
  );
  const prices = rows.prices
    .filter((row) => row.modelId === query.modelId && row.cityId === query.cityId)
    .sort((a, b) => a.term - b.term);
  const base = model &&
    gadget && {
      id: model.id,
      active: true,
      nameRu: model.nameRu,
      nameEn: model.nameEn,
      specsRu: model.specsRu,
      specsEn: model.specsEn,
      insuranceMonthly: model.insuranceMonthly,
      gadgetId: gadget.id,
      gadgetActive: true,
      gadgetNameRu: gadget.nameRu,
      gadgetNameEn: gadget.nameEn,
    };
  return {
    city: city ? { id: city.id, served: city.served, deliveryFee: fee?.fee ?? null } : null,
    models: !base
      ? []
      : prices.length === 0
        ? [{ ...base, term: null, monthly: null }]
        : prices.map((price) => ({ ...base, term: price.term, monthly: price.monthly })),
    office: office
      ? {
          id: office.id,
          cityId: office.cityId,
          active: true,
          addressRu: office.addressRu,
          addressEn: office.addressEn,
        }
      : null,
    extras: rows.extras
      .filter((extra) => query.extraIds.includes(extra.id) && offered.has(extra.id))
      .map(({ id, nameRu, nameEn, price, billing }) => ({ id, nameRu, nameEn, price, billing })),
  };
}
