import { demoCatalogue } from '../demo-catalogue';
import type { SeedPromoCode, SeedUnit } from './types';

const { cities, gadgets, offices } = demoCatalogue;

/** Units per model and served city, unless STOCK_EXCEPTIONS says otherwise. */
const UNITS_PER_CITY = 4;

/**
 * Stock that is not the default, so the demo shows every availability: plenty of the most popular
 * phone, a console with a single unit left in Bishkek, and an Xbox sold out in Osh (one unit there is
 * in repair, which does not count).
 */
const STOCK_EXCEPTIONS: Record<string, number> = {
  'bishkek/iphone-16/128gb-black': 12,
  'bishkek/playstation-5-slim/digital-1tb': 1,
  'osh/xbox-series-x/1tb-black': 0,
};
const IN_REPAIR = ['osh/xbox-series-x/1tb-black'];

const CITY_CODES: Record<string, string> = { bishkek: 'BSK', osh: 'OSH' };

/** Devices with a cellular modem carry an IMEI. */
const WITH_IMEI = new Set(['smartphones']);

/** A 15-digit IMEI: 14 digits and the Luhn check digit. */
function imei(sequence: number): string {
  const body = `35${String(sequence).padStart(12, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Units spread over the city's offices and its warehouse, in a fixed order so serials are stable. */
function buildUnits(): SeedUnit[] {
  const units: SeedUnit[] = [];
  let sequence = 0;
  for (const city of cities.filter((c) => c.served)) {
    const places: (number | null)[] = [
      ...offices.flatMap((office, index) => (office.city === city.slug ? [index] : [])),
      null,
    ];
    for (const [gadgetIndex, gadget] of gadgets.entries()) {
      for (const [modelIndex, model] of gadget.models.entries()) {
        if (!model.prices[city.slug]) continue;
        const key = `${city.slug}/${gadget.slug}/${model.slug}`;
        const count = STOCK_EXCEPTIONS[key] ?? UNITS_PER_CITY;
        const states = [
          ...Array.from({ length: count }, () => 'available' as const),
          ...(IN_REPAIR.includes(key) ? (['repair'] as const) : []),
        ];
        for (const [n, state] of states.entries()) {
          sequence += 1;
          const code = `${String(gadgetIndex + 1).padStart(2, '0')}${modelIndex + 1}`;
          units.push({
            gadgetSlug: gadget.slug,
            modelSlug: model.slug,
            citySlug: city.slug,
            office: places[n % places.length] ?? null,
            serial: `IJ-${CITY_CODES[city.slug] ?? city.slug.toUpperCase()}-${code}-${String(n + 1).padStart(2, '0')}`,
            imei: WITH_IMEI.has(gadget.category) ? imei(sequence) : null,
            state,
          });
        }
      }
    }
  }
  return units;
}

export const units: SeedUnit[] = buildUnits();

/** Whole som to minor units (tyiyn). */
const som = (amount: number): number => amount * 100;

/** Subscription promo codes: each kind once, one expired and one used up. */
export const promoCodes: SeedPromoCode[] = [
  { code: 'FIRST50', discount: { percent: 50 }, appliesTo: 'first_month' },
  { code: 'SAVE10', discount: { percent: 10 }, appliesTo: 'every_month' },
  { code: 'MINUS500', discount: { amount: som(500) }, appliesTo: 'first_month' },
  { code: 'MINUS200', discount: { amount: som(200) }, appliesTo: 'every_month', maxUses: 1_000 },
  {
    code: 'SUMMER25',
    discount: { percent: 20 },
    appliesTo: 'every_month',
    validUntil: '2025-09-01T00:00:00+06:00',
  },
  {
    code: 'LAUNCH100',
    discount: { amount: som(1_000) },
    appliesTo: 'first_month',
    maxUses: 100,
    usedCount: 100,
  },
];
