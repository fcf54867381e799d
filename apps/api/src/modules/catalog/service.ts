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
import { type SnapshotTiming, type Versioned, VersionedSnapshot } from '../../lib/versioned-snapshot';
import { buildCatalog, toCity } from './build-catalog';
import type { CatalogRepository, CatalogRows } from './repository';

/**
 * How long a process serves the catalogue from memory at most, even when its version has not changed:
 * a backstop for a change written without catalogChanged() (by hand in psql, say).
 */
export const CATALOG_TTL_MS = 60_000;

/**
 * A change reaches every process through a notice within milliseconds; the version row is also read
 * every few seconds, so a missed notice keeps an old catalogue for at most that long (docs/decisions/043).
 */
export const CATALOG_TIMING: SnapshotTiming = {
  ttlMs: CATALOG_TTL_MS,
  checkHearingMs: 4_000,
  checkDeafMs: 2_000,
  expectMs: 5_000,
};

/** What one locale sees of one snapshot; the same objects until the snapshot is replaced. */
export interface CatalogView {
  /** The catalogue's version the snapshot was read at: part of the answers' ETags. */
  version: number;
  catalog: TCatalog | null;
  cities: TCity[];
  companies: TCompany[];
}

/**
 * PGlite pays per query (STACK.md) and the catalogue changes rarely: one snapshot of the rows is read
 * per catalogue version, and each locale's view of it is built once. Callers get the same objects
 * until the snapshot is replaced, so the routes can cache their encoded answers by object.
 */
export class CatalogService {
  /** Told of changes: the catalog_changed notices, and catalogChanged() in this process (index.ts). */
  readonly snapshot: VersionedSnapshot<CatalogRows>;
  private readonly views = new WeakMap<Versioned<CatalogRows>, Map<Locale, CatalogView>>();

  constructor(
    repository: Pick<CatalogRepository, 'version' | 'loadCatalog'>,
    timing = CATALOG_TIMING,
    /** The support chat (SUPPORT_TELEGRAM / SUPPORT_WHATSAPP); null: the company's WhatsApp. */
    private readonly supportChat: string | null = null,
  ) {
    this.snapshot = new VersionedSnapshot(
      { version: () => repository.version(), load: () => repository.loadCatalog() },
      timing,
    );
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

  /**
   * Whether a catalogue page names a category and gadget of the catalogue (an unknown one is a 404
   * page, not a 200 showing "not found"); pages without catalogue parameters always exist.
   */
  async pageExists(params: Record<string, string>): Promise<boolean> {
    if (params.category === undefined) return true;
    const { catalog } = await this.view(DEFAULT_LOCALE);
    return catalog !== null && catalogPageExists(catalog, params);
  }

  /** The rows themselves, for checkout's quote (the same snapshot as the answers above). */
  async rows(): Promise<CatalogRows> {
    return (await this.snapshot.get()).value;
  }

  /** Reads the rows again on the next call, for tests that write catalogue rows without catalogChanged(). */
  clear(): void {
    this.snapshot.clear();
  }

  /** One locale's answers and the version they were built from. */
  async view(locale: Locale): Promise<CatalogView> {
    const snapshot = await this.snapshot.get();
    let byLocale = this.views.get(snapshot);
    if (!byLocale) {
      byLocale = new Map();
      this.views.set(snapshot, byLocale);
    }
    let view = byLocale.get(locale);
    if (!view) {
      const rows = snapshot.value;
      view = {
        version: snapshot.version,
        // The chat link is the support team's, never the sign-in bot's (docs/decisions/052).
        catalog: rows.org
          ? buildCatalog(rows, { ...rows.org, chatBot: this.supportChat ?? rows.org.whatsapp }, locale)
          : null,
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
