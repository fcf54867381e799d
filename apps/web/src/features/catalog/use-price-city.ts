import type { TCatalog, TCity } from '@ijara/contract';
import { sessionStore } from '../../lib/session/store';
import { useSession } from '../../lib/session/use-session';
import { priceCity } from './city-price';
import type { CityChoice } from './components/catalog-toolbar';

export interface PriceCity {
  city: TCity | undefined;
  /** Only for a visitor who is not signed in: a client's prices follow the city of their profile. */
  choice: CityChoice | undefined;
}

/** The city of the catalogue's prices; a visitor's pick is the session's current city, kept with it. */
export function usePriceCity(catalog: Pick<TCatalog, 'cities'>): PriceCity {
  const clientCity = useSession((s) => s.client?.city);
  const picked = useSession((s) => s.currentCity);
  const city = priceCity(catalog, clientCity, picked);
  const choice: CityChoice | undefined =
    clientCity === undefined
      ? {
          cities: catalog.cities.filter((c) => c.served),
          current: city,
          onChoose: rememberPickedCity,
        }
      : undefined;
  return { city, choice };
}

/** A visitor's pick of a city (catalogue or device page) is kept as the session's current city. */
export function rememberPickedCity(city: TCity): void {
  if (!sessionStore.get().client) sessionStore.set({ currentCity: city.slug });
}
