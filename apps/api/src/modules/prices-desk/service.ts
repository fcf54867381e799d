import { formatCount, type Locale, type TTerm } from '@ijara/contract';
import {
  PRICE_TERMS,
  type PriceProblem,
  priceGridProblems,
  type TStaffPriceGrid,
  type TStaffPriceModel,
  type TStaffPricesResponse,
  type ZStaffPricesSaveRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { apiText } from '../../texts';
import { catalogChanged } from '../catalog/index';
import type { StaffRow } from '../staff/index';
import { type PriceCityRow, type PriceModelRow, type PriceRow, PricesDeskRepository } from './repository';

export type SaveBody = z.output<typeof ZStaffPricesSaveRequest>;

const notHere = () => new AppError('not_found', { text: 'staffModelUnknown' });
const cellKey = (cityId: number, term: number) => `${cityId}:${term}`;

function toModel(row: PriceModelRow, locale: Locale): TStaffPriceModel {
  return {
    id: row.id,
    name: `${pick(locale, row.gadget_ru, row.gadget_en)} · ${pick(locale, row.name_ru, row.name_en)}`,
    published: row.published,
  };
}

/** Each problem's message, in the answer's language, naming its city and term; several per field joined. */
function problemTexts(problems: PriceProblem[], cities: PriceCityRow[], locale: Locale) {
  const cityName = new Map(cities.map((city) => [city.id, pick(locale, city.name_ru, city.name_en)]));
  const texts: Record<string, string> = {};
  for (const problem of problems) {
    const values: Record<string, string> =
      problem.cityID === undefined || problem.term === undefined
        ? {}
        : { city: cityName.get(problem.cityID) ?? '', term: formatCount(problem.term, 'month', locale) };
    const text = apiText(problem.text, locale, values);
    texts[problem.field] = texts[problem.field] ? `${texts[problem.field]}\n${text}` : text;
  }
  return texts;
}

/** What the audit row keeps: only what changed, each cell as "city:term" → tyiyn or null. */
function changes(before: Record<string, number | null>, after: Record<string, number | null>) {
  const changed = Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

function flat(model: PriceModelRow, prices: PriceRow[]): Record<string, number | null> {
  return {
    insuranceMonthly: model.insurance_monthly,
    value: model.value,
    ...Object.fromEntries(prices.map((row) => [cellKey(row.city_id, row.term), row.monthly])),
  };
}

/** The price grid managers keep (issue 30, docs/decisions/045-price-grid.md). */
export class PricesDesk {
  private readonly repository = new PricesDeskRepository();

  constructor(private readonly db: Db) {}

  async page(
    modelId: number | undefined,
    locale: Locale,
  ): Promise<Omit<TStaffPricesResponse, 'statusCode' | 'extras'>> {
    const models = await this.repository.models(this.db);
    const chosen = modelId === undefined ? models[0] : models.find((row) => row.id === modelId);
    if (modelId !== undefined && !chosen) throw notHere();
    return {
      models: models.map((row) => toModel(row, locale)),
      grid: chosen ? await this.grid(this.db, chosen, locale) : null,
    };
  }

  /**
   * One transaction: the model's row lock, the version check (409 when someone saved since), every
   * amount checked (400 naming each bad cell), the rows written, an audit row of before → after, and
   * the catalogue's version raised so that every api process shows the new prices.
   */
  async save(person: StaffRow, body: SaveBody, ip: string, locale: Locale): Promise<TStaffPriceGrid> {
    return this.db.transaction(async (tx) => {
      const model = await this.repository.model(tx, body.modelID, true);
      if (!model) throw notHere();
      if (model.prices_version !== body.version) throw new AppError('version_conflict');
      const cities = await this.repository.cities(tx);
      const problems = priceGridProblems(
        body,
        cities.map((city) => city.id),
        model.published,
      );
      if (problems.length > 0) {
        throw new AppError('validation_failed', {
          text: 'staffPricesInvalid',
          fieldTexts: (answerLocale) => problemTexts(problems, cities, answerLocale),
        });
      }
      const cells = body.cells.flatMap((cell): PriceRow[] =>
        cell.monthly === null ? [] : [{ city_id: cell.cityID, term: cell.term, monthly: cell.monthly }],
      );
      const before = flat(model, await this.repository.prices(tx, model.id));
      const after = flat({ ...model, insurance_monthly: body.insuranceMonthly, value: body.value }, cells);
      const changed = changes(before, after);
      if (Object.keys(changed.after).length === 0) return this.grid(tx, model, locale);
      await this.repository.write(tx, model.id, {
        cells,
        insuranceMonthly: body.insuranceMonthly,
        value: body.value,
      });
      await writeAudit(tx, {
        actor: 'staff',
        staffId: person.id,
        ip,
        action: 'prices.updated',
        entity: 'model',
        entityId: model.id,
        details: changed,
      });
      await catalogChanged(tx);
      const saved = await this.repository.model(tx, model.id);
      if (!saved) throw notHere();
      return this.grid(tx, saved, locale);
    });
  }

  private async grid(db: Db, model: PriceModelRow, locale: Locale): Promise<TStaffPriceGrid> {
    // One after another: `db` may be the save's transaction, one connection.
    const cities = await this.repository.cities(db);
    const prices = await this.repository.prices(db, model.id);
    const keptPrices = await this.repository.keptPrices(db, model.id);
    const monthly = new Map(prices.map((row) => [cellKey(row.city_id, row.term), row.monthly]));
    return {
      model: toModel(model, locale),
      terms: [...PRICE_TERMS],
      cities: cities.map((city) => ({
        id: city.id,
        name: pick(locale, city.name_ru, city.name_en),
        served: city.served,
      })),
      cells: cities.flatMap((city) =>
        PRICE_TERMS.map((term: TTerm) => ({
          cityID: city.id,
          term,
          monthly: monthly.get(cellKey(city.id, term)) ?? null,
        })),
      ),
      insuranceMonthly: model.insurance_monthly,
      value: model.value,
      version: model.prices_version,
      keptPrices,
    };
  }
}
