// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { claimCost } from './claim-cost';

const value = 9_000_000;

describe('claimCost', () => {
  it('follows the offer for each kind, with and without insurance', () => {
    const cost = (kind: 'broken' | 'lost' | 'stolen', insured: boolean) =>
      claimCost({ kind, insured, value, late: false }).now;
    expect(cost('broken', true)).toEqual({ basis: 'covered', amount: 0 });
    expect(cost('stolen', true)).toEqual({ basis: 'theft_share', amount: 4_500_000 });
    expect(cost('lost', true)).toEqual({ basis: 'full_value', amount: value });
    expect(cost('broken', false)).toEqual({ basis: 'assessed', amount: null });
    expect(cost('stolen', false)).toEqual({ basis: 'full_value', amount: value });
    expect(cost('lost', false)).toEqual({ basis: 'full_value', amount: value });
  });

  it('states what a late report costs without the cover only when that differs', () => {
    expect(claimCost({ kind: 'broken', insured: true, value, late: true }).withoutCover).toEqual({
      basis: 'assessed',
      amount: null,
    });
    expect(claimCost({ kind: 'stolen', insured: true, value, late: true }).withoutCover).toEqual({
      basis: 'full_value',
      amount: value,
    });
    expect(claimCost({ kind: 'stolen', insured: true, value, late: false }).withoutCover).toBeNull();
    expect(claimCost({ kind: 'lost', insured: true, value, late: true }).withoutCover).toBeNull();
    expect(claimCost({ kind: 'broken', insured: false, value, late: true }).withoutCover).toBeNull();
  });
});
