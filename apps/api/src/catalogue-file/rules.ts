import { SUBSCRIPTION_TERMS } from '@ijara/contract';
import { extrasProblems, type PriceProblem, priceGridProblems } from '@ijara/contract/staff';
import type { CatalogueFile, CatalogueGadget, CatalogueModel } from './format';

/** Where a value sits in the file: keys and array indexes from the top. */
export type FilePath = (string | number)[];

/** One thing wrong with the file, at a path; lines.ts finds its line in the text. */
export interface Problem {
  path: FilePath;
  message: string;
}

/** The price rules' verdicts (the contract's price-amounts.ts), as the file says them. */
const AMOUNT_MESSAGES: Partial<Record<PriceProblem['text'], string>> = {
  staffPricePositive: 'must be > 0',
  staffPriceWholeSom: 'must be whole som (a multiple of 100 tyiyn)',
  staffPriceInsurance: 'must be > 0 and whole som (a multiple of 100 tyiyn)',
  staffPriceValue: 'must be > 0 and whole som (a multiple of 100 tyiyn)',
  staffExtraPrice: 'must be > 0 and whole som (a multiple of 100 tyiyn)',
  staffDeliveryFee: 'must be 0 or more and whole som (a multiple of 100 tyiyn), or null',
};

const amountMessage = (problem: PriceProblem) => AMOUNT_MESSAGES[problem.text] ?? problem.text;

/** Each value of `keys` met before: where it was first. */
function duplicates<T>(
  items: readonly T[],
  key: (item: T) => string,
  at: (index: number) => FilePath,
  what: string,
): Problem[] {
  const first = new Map<string, number>();
  return items.flatMap((item, index) => {
    const value = key(item);
    const seen = first.get(value);
    if (seen === undefined) {
      first.set(value, index);
      return [];
    }
    return [{ path: at(index), message: `${what} ${JSON.stringify(value)} is already at index ${seen}` }];
  });
}

/**
 * The price grid of one model, by the rule the staff app's grid follows (the contract's
 * `priceGridProblems`, docs/decisions/045): amounts above zero in whole som; a published model (it
 * and its gadget active) priced for every term in a city, or not at all there.
 */
function gridProblems(
  model: CatalogueModel,
  at: FilePath,
  gadget: CatalogueGadget,
  cities: Cities,
): Problem[] {
  const cells: { cityID: number; term: (typeof SUBSCRIPTION_TERMS)[number]; monthly: number }[] = [];
  const cellPath: FilePath[] = [];
  const problems: Problem[] = [];
  for (const [slug, byTerm] of Object.entries(model.prices)) {
    const index = cities.index.get(slug);
    if (index === undefined) {
      problems.push({ path: [...at, 'prices', slug], message: `unknown city "${slug}"` });
      continue;
    }
    if (Object.keys(byTerm).length === 0) {
      problems.push({
        path: [...at, 'prices', slug],
        message: 'no terms: leave the city out where the model is not offered',
      });
    }
    for (const term of SUBSCRIPTION_TERMS) {
      const monthly = byTerm[`${term}`];
      if (monthly === undefined) continue;
      cells.push({ cityID: index + 1, term, monthly });
      cellPath.push([...at, 'prices', slug, `${term}`]);
    }
  }
  const verdicts = priceGridProblems(
    { cells, insuranceMonthly: model.insuranceMonthly, value: model.value },
    cities.slugs.map((_, index) => index + 1),
    gadget.active && model.active,
  );
  for (const problem of verdicts) {
    const cell = /^cells\.(\d+)$/.exec(problem.field);
    const city = problem.cityID === undefined ? undefined : cities.slugs[problem.cityID - 1];
    if (problem.text === 'staffPriceMissing') {
      problems.push({
        path: [...at, 'prices', city ?? ''],
        message:
          `no price for ${problem.term} months: an active model of an active gadget is priced for ` +
          'every term in a city, or for none there',
      });
    } else if (cell) {
      problems.push({
        path: cellPath[Number(cell[1])] ?? [...at, 'prices'],
        message: amountMessage(problem),
      });
    } else {
      problems.push({ path: [...at, problem.field], message: amountMessage(problem) });
    }
  }
  return problems;
}

/** The file's cities: slugs in order (a city's id here is its index + 1), and the first index of each. */
interface Cities {
  slugs: string[];
  index: Map<string, number>;
}

/** Extras' prices and cities' delivery fees, by the staff app's rule (the contract's `extrasProblems`). */
function extraAndFeeProblems(file: CatalogueFile): Problem[] {
  const fees = file.cities.flatMap((city, index) =>
    city.deliveryFee === null ? [] : [{ index, cityID: index + 1, fee: city.deliveryFee }],
  );
  const verdicts = extrasProblems(
    {
      version: '',
      extras: file.extras.map((extra, index) => ({ id: index + 1, price: extra.price })),
      deliveryFees: fees.map(({ cityID, fee }) => ({ cityID, fee })),
    },
    file.extras.map((_, index) => index + 1),
    file.cities.map((_, index) => index + 1),
  );
  return verdicts.flatMap((problem): Problem[] => {
    const [list, at] = problem.field.split('.');
    const index = Number(at);
    // Ids are positions here, each given once: the "unknown or repeated id" verdict cannot come.
    if (problem.text === 'staffPriceGridShape') return [];
    if (list === 'extras') return [{ path: ['extras', index, 'price'], message: amountMessage(problem) }];
    const city = fees[index]?.index ?? 0;
    return [{ path: ['cities', city, 'deliveryFee'], message: amountMessage(problem) }];
  });
}

/** What the schema cannot see alone: repeated keys, slugs that must exist, the amounts' rules. */
export function catalogueProblems(file: CatalogueFile): Problem[] {
  const slugs = file.cities.map((city) => city.slug);
  const cities: Cities = { slugs, index: new Map() };
  slugs.forEach((slug, index) => {
    if (!cities.index.has(slug)) cities.index.set(slug, index);
  });
  const categories = new Set(file.categories.map((category) => category.slug));
  const extras = new Set(file.extras.map((extra) => extra.slug));
  const problems: Problem[] = [
    ...duplicates(
      file.cities,
      (c) => c.slug,
      (i) => ['cities', i, 'slug'],
      'city',
    ),
    ...duplicates(
      file.categories,
      (c) => c.slug,
      (i) => ['categories', i, 'slug'],
      'category',
    ),
    ...duplicates(
      file.extras,
      (e) => e.slug,
      (i) => ['extras', i, 'slug'],
      'extra',
    ),
    ...duplicates(
      file.gadgets,
      (g) => g.slug,
      (i) => ['gadgets', i, 'slug'],
      'gadget',
    ),
    ...duplicates(
      file.offices,
      (o) => `${o.city} / ${o.name.ru}`,
      (i) => ['offices', i, 'name', 'ru'],
      'office (city / name.ru)',
    ),
    ...duplicates(
      file.companies,
      (c) => c.name.ru,
      (i) => ['companies', i, 'name', 'ru'],
      'company (name.ru)',
    ),
    ...extraAndFeeProblems(file),
  ];
  file.gadgets.forEach((gadget, g) => {
    const at: FilePath = ['gadgets', g];
    if (!categories.has(gadget.category)) {
      problems.push({ path: [...at, 'category'], message: `unknown category "${gadget.category}"` });
    }
    gadget.extras.forEach((slug, e) => {
      if (!extras.has(slug))
        problems.push({ path: [...at, 'extras', e], message: `unknown extra "${slug}"` });
    });
    problems.push(
      ...duplicates(
        gadget.extras,
        (slug) => slug,
        (e) => [...at, 'extras', e],
        'extra',
      ),
    );
    problems.push(
      ...duplicates(
        gadget.models,
        (m) => m.slug,
        (m) => [...at, 'models', m, 'slug'],
        'model',
      ),
    );
    gadget.models.forEach((model, m) => {
      problems.push(...gridProblems(model, [...at, 'models', m], gadget, cities));
    });
  });
  file.offices.forEach((office, o) => {
    if (!cities.index.has(office.city)) {
      problems.push({ path: ['offices', o, 'city'], message: `unknown city "${office.city}"` });
    }
  });
  return problems;
}
