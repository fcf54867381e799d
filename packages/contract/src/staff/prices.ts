import { z } from 'zod';
import { SUBSCRIPTION_TERMS } from '../constants';
import { INT4_MAX, ok, ZId, ZMoney } from '../envelope';
import { type TTerm, ZTerm } from '../schemas/catalog';
import { ZStaffExtrasPrices } from './extras-prices';
import { amountProblem, isWholeSomPrice, type PriceProblem } from './price-amounts';

/**
 * The price grid managers keep (issue 30, docs/decisions/045-price-grid.md): one model's monthly price
 * per city and term, its insurance and retail value. Every model is offered for every term; a city
 * row is either priced for each term or not offered there at all (every cell null).
 */

/** The grid's columns: every model is offered for each of these terms. */
export const PRICE_TERMS: readonly TTerm[] = SUBSCRIPTION_TERMS;

/** GET prices/?model= — no model: the first of the list. */
export const ZStaffPricesQuery = z.object({
  model: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type TStaffPricesQuery = z.output<typeof ZStaffPricesQuery>;

/** A model for the picker: "iPhone 16 · iPhone 16, 128 ГБ"; unpublished ones may be priced partly. */
export const ZStaffPriceModel = z.object({
  id: z.number(),
  name: z.string(),
  /** Listed in the catalogue (the model and its gadget active). */
  published: z.boolean(),
});
export type TStaffPriceModel = z.infer<typeof ZStaffPriceModel>;

export const ZStaffPriceCity = z.object({ id: z.number(), name: z.string(), served: z.boolean() });
export type TStaffPriceCity = z.infer<typeof ZStaffPriceCity>;

/** One cell: tyiyn a month, whole som; null — the model is not offered in the city for the term. */
export const ZStaffPriceCell = z.object({ cityID: ZId, term: ZTerm, monthly: ZMoney.nullable() });
export type TStaffPriceCell = z.infer<typeof ZStaffPriceCell>;

export const ZStaffPriceGrid = z.object({
  model: ZStaffPriceModel,
  terms: z.array(ZTerm),
  cities: z.array(ZStaffPriceCity),
  /** Every city × term, cities in order, terms in order within a city. */
  cells: z.array(ZStaffPriceCell),
  insuranceMonthly: z.number(),
  value: z.number(),
  /** Raised by every save; a save sent with another one answers 409 (version_conflict). */
  version: z.number(),
  /** Running subscriptions of the model paying another monthly price than the grid's (sold before a change). */
  keptPrices: z.number(),
});
export type TStaffPriceGrid = z.infer<typeof ZStaffPriceGrid>;

export const ZStaffPricesResponse = ok({
  models: z.array(ZStaffPriceModel),
  /** Null only when there is no model at all. */
  grid: ZStaffPriceGrid.nullable(),
  /** Extras' prices and delivery fees (extras-prices.ts). */
  extras: ZStaffExtrasPrices,
});
export type TStaffPricesResponse = z.infer<typeof ZStaffPricesResponse>;

/** Cities × terms, with room to spare; the api checks each cell against the real cities. */
export const PRICE_CELLS_MAX = 600;

/**
 * POST prices/save/: the whole grid as the page shows it. A cell left out counts as null. Amounts are
 * checked by `priceGridProblems` (so that each message can name its cell), not by the schema.
 */
export const ZStaffPricesSaveRequest = z.object({
  modelID: ZId,
  version: z.number().int().min(0).max(INT4_MAX),
  insuranceMonthly: ZMoney,
  value: ZMoney,
  cells: z.array(ZStaffPriceCell).max(PRICE_CELLS_MAX),
});
export type TStaffPricesSaveRequest = z.input<typeof ZStaffPricesSaveRequest>;
export const ZStaffPricesSaveResponse = ok({ grid: ZStaffPriceGrid });
export type TStaffPricesSaveResponse = z.infer<typeof ZStaffPricesSaveResponse>;

/**
 * Every problem of a grid: each price more than zero and whole som, insurance and value too; and for a
 * published model each city row complete (a price for every term) or empty (not offered there). A
 * city may appear once per term; `cityIDs` are the cities that exist.
 */
export function priceGridProblems(
  body: Pick<z.output<typeof ZStaffPricesSaveRequest>, 'cells' | 'insuranceMonthly' | 'value'>,
  cityIDs: readonly number[],
  published: boolean,
): PriceProblem[] {
  const problems: PriceProblem[] = [];
  if (!isWholeSomPrice(body.insuranceMonthly)) {
    problems.push({ field: 'insuranceMonthly', text: 'staffPriceInsurance' });
  }
  if (!isWholeSomPrice(body.value)) problems.push({ field: 'value', text: 'staffPriceValue' });
  const known = new Set(cityIDs);
  const seen = new Map<string, number>();
  body.cells.forEach((cell, index) => {
    const key = `${cell.cityID}:${cell.term}`;
    if (!known.has(cell.cityID) || seen.has(key)) {
      problems.push({ field: `cells.${index}`, text: 'staffPriceGridShape' });
      return;
    }
    seen.set(key, index);
    const text = cell.monthly === null ? null : amountProblem(cell.monthly);
    if (text) problems.push({ field: `cells.${index}`, text, cityID: cell.cityID, term: cell.term });
  });
  if (!published) return problems;
  for (const cityID of cityIDs) {
    const row = PRICE_TERMS.map((term) => {
      const index = seen.get(`${cityID}:${term}`);
      return { term, index, monthly: index === undefined ? null : (body.cells[index]?.monthly ?? null) };
    });
    if (row.every((cell) => cell.monthly === null)) continue;
    for (const cell of row.filter((c) => c.monthly === null)) {
      problems.push({
        field: cell.index === undefined ? 'cells' : `cells.${cell.index}`,
        text: 'staffPriceMissing',
        cityID,
        term: cell.term,
      });
    }
  }
  return problems;
}
