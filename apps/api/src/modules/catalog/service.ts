import {
  catalogPageExists,
  DEFAULT_LOCALE,
  type Locale,
  type TCatalog,
  type TCity,
  type TCompany,
} from '@ijara/contract';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { type TtlCache, ttlCache } from '../../lib/ttl-cache';
import { buildCatalog, toCity } from './build-catalog';
import type { CatalogRepository, CatalogRows } from './repository';

/** How long a process serves the catalogue from memory before it reads the database again. */
export const CATALOG_TTL_MS = 60_000;

/** What one locale sees of one snapshot; the same objects until the snapshot expires. */
interface CatalogView {
  catalog: TCatalog | null;
  cities: TCity[];
  companies: TCompany[];
}

/**
 * PGlite pays per query (STACK.md) and the catalogue changes rarely: one snapshot of the rows is read
 * per TTL, and each locale's view of it is built once. Callers get the same objects until the
 * snapshot expires, so the routes can cache their encoded answers by object.
 */
export class CatalogService {
  private readonly snapshot: TtlCache<CatalogRows>;
  private readonly views = new WeakMap<CatalogRows, Map<Locale, CatalogView>>();

  constructor(repository: CatalogRepository, ttlMs = CATALOG_TTL_MS) {
    this.snapshot = ttlCache(ttlMs, () => repository.loadCatalog());
  }

  /** The catalogue answer; 404 while the database has no catalogue (no org row yet). */
  async catalog(locale: Locale): Promise<TCatalog> {
    const { catalog } = await this.view(locale);
    if (!catalog) throw new AppError('not_found');
    return catalog;
  }

  async cities(locale: Locale): Promise<TCity[]> {
    return (await this.view(locale)).cities;
  }

  async companies(locale: Locale): Promise<TCompany[]> {
    return (await this.view(locale)).companies;
  }

  /**
   * The city and employer chosen at sign-in or in the profile: an unknown or unserved city answers
   * "We are not in your city yet :("; an unknown or inactive employer is a field error.
   */
  async assertChoice(cityId: number | undefined, companyId: number | undefined): Promise<void> {
    const view = await this.view('ru');
    if (cityId !== undefined && !view.cities.some((city) => city.id === cityId && city.served)) {
      throw new AppError('city_not_served');
    }
    if (companyId !== undefined && !view.companies.some((company) => company.id === companyId)) {
      throw new AppError('validation_failed', { fields: { company: 'incorrectInfo' } });
    }
  }

  /** The rows themselves, for checkout's quote (the same snapshot and TTL as the answers above). */
  /**
   * Whether a catalogue page names a category and gadget of the catalogue (an unknown one is a 404
   * page, not a 200 showing "not found"); pages without catalogue parameters always exist.
   */
  async pageExists(params: Record<string, string>): Promise<boolean> {
    if (params.category === undefined) return true;
    const { catalog } = await this.view(DEFAULT_LOCALE);
    return catalog !== null && catalogPageExists(catalog, params);
  }

  rows(): Promise<CatalogRows> {
    return this.snapshot.get('');
  }

  /** After the catalogue changes (ops "load a catalogue file"). */
  clear(): void {
    this.snapshot.clear();
  }

  private async view(locale: Locale): Promise<CatalogView> {
    const rows = await this.snapshot.get('');
    let byLocale = this.views.get(rows);
    if (!byLocale) {
      byLocale = new Map();
      this.views.set(rows, byLocale);
    }
    let view = byLocale.get(locale);
    if (!view) {
      view = {
        catalog: rows.org ? buildCatalog(rows, rows.org, locale) : null,
        cities: rows.cities.map((row) => toCity(row, locale)),
        companies: rows.companies.map((row) => ({
          id: row.id,
          name: pick(locale, row.nameRu, row.nameEn),
          discountPercent: row.discountPercent,
        })),
      };
      byLocale.set(locale, view);
    }
    return view;
  }
}
