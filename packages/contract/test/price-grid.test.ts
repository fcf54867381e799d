import { describe, expect, it } from 'vitest';
import { priceGridProblems, type TStaffPriceCell } from '../src/staff/index';

const row = (cityID: number, prices: (number | null)[]): TStaffPriceCell[] =>
  ([3, 6, 12] as const).map((term, i) => ({ cityID, term, monthly: prices[i] ?? null }));
const amounts = { insuranceMonthly: 25_000, value: 9_500_000 };

describe('priceGridProblems', () => {
  it('takes whole rows: priced for every term, or not offered at all', () => {
    const cells = [...row(1, [599_000, 489_000, 389_000]), ...row(2, [null, null, null])];
    expect(priceGridProblems({ ...amounts, cells }, [1, 2], true)).toEqual([]);
  });

  it('names each gap of a partly priced row of a published model; an unpublished one may be partial', () => {
    const cells = row(1, [599_000, null, 389_000]);
    expect(priceGridProblems({ ...amounts, cells }, [1], true)).toEqual([
      { field: 'cells.1', text: 'staffPriceMissing', cityID: 1, term: 6 },
    ]);
    expect(priceGridProblems({ ...amounts, cells }, [1], false)).toEqual([]);
  });

  it('refuses zero, negative and fractional som, an unknown city and a cell given twice', () => {
    const cells = [
      ...row(1, [0, -100, 389_050]),
      { cityID: 9, term: 3 as const, monthly: 100 },
      row(1, [1])[0]!,
    ];
    expect(priceGridProblems({ insuranceMonthly: 0, value: 150, cells }, [1], false)).toEqual([
      { field: 'insuranceMonthly', text: 'staffPriceInsurance' },
      { field: 'value', text: 'staffPriceValue' },
      { field: 'cells.0', text: 'staffPricePositive', cityID: 1, term: 3 },
      { field: 'cells.1', text: 'staffPricePositive', cityID: 1, term: 6 },
      { field: 'cells.2', text: 'staffPriceWholeSom', cityID: 1, term: 12 },
      { field: 'cells.3', text: 'staffPriceGridShape' },
      { field: 'cells.4', text: 'staffPriceGridShape' },
    ]);
  });
});
