import type { Money, TCatalog, TCity, TGadget, TModel } from '@ijara/contract';
import { findCity } from './catalog-lookup';

/** The gadget's "from" price in a city; undefined when no model of it is offered there. */
export function priceFromIn(gadget: TGadget, cityId: number | undefined): Money | undefined {
  if (cityId === undefined) return undefined;
  return gadget.priceFromByCity.find((price) => price.cityID === cityId)?.monthly;
}

/** The model a card pictures: the first one offered in the city, else the first one. */
export function leadModel(gadget: TGadget, cityId: number | undefined): TModel | undefined {
  return gadget.models.find((model) => model.prices.some((p) => p.cityID === cityId)) ?? gadget.models[0];
}

/**
 * The city whose prices the catalogue shows: the signed-in client's, else the one the visitor picked
 * (or ?city= named), else the first served city. An unserved or unknown city counts as none.
 */
export function priceCity(
  catalog: Pick<TCatalog, 'cities'>,
  clientCity: number | null | undefined,
  picked: string | null,
): TCity | undefined {
  const served = catalog.cities.filter((city) => city.served);
  return findCity(served, clientCity) ?? findCity(served, picked) ?? served[0];
}
