import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_KINDS,
  CLAIM_REPORT_HOURS,
  CLAIM_THEFT_SHARE_PERCENT,
  claimIsLate,
  claimLiability,
  claimOutcomesFor,
  MONEY_DIVISOR,
} from '../src';

/** A device's value as the catalogue keeps it: whole som, up to 1 000 000 som. */
const value = fc.integer({ min: 0, max: 1_000_000 }).map((som) => som * MONEY_DIVISOR);
const kind = fc.constantFrom(...CLAIM_KINDS);
const cost = fc.integer({ min: 0, max: 200_000_000 });

describe('claimLiability: the client’s share by the offer, section 6 (docs/decisions/059)', () => {
  it('states each case of the offer by hand', () => {
    const v = 9_500_000;
    expect(claimLiability({ kind: 'broken', insured: true, value: v })).toEqual({
      basis: 'covered',
      amount: 0,
    });
    expect(claimLiability({ kind: 'stolen', insured: true, value: v })).toEqual({
      basis: 'theft_share',
      amount: 4_750_000,
    });
    expect(claimLiability({ kind: 'lost', insured: true, value: v })).toEqual({
      basis: 'full_value',
      amount: v,
    });
    expect(claimLiability({ kind: 'broken', insured: false, value: v })).toEqual({
      basis: 'assessed',
      amount: null,
    });
    expect(claimLiability({ kind: 'broken', insured: false, value: v, repairCost: 1_234_567 })).toEqual({
      basis: 'repair_cost',
      amount: 1_234_500,
    });
    expect(claimLiability({ kind: 'stolen', insured: false, value: v })).toEqual({
      basis: 'full_value',
      amount: v,
    });
    expect(claimLiability({ kind: 'lost', insured: false, value: v })).toEqual({
      basis: 'full_value',
      amount: v,
    });
    // Half of 95 001 som is 47 500,50: rounded down to whole som.
    expect(claimLiability({ kind: 'stolen', insured: true, value: 9_500_100 }).amount).toBe(4_750_000);
  });

  it('never charges more than the value, never less than 0, always whole som', () => {
    fc.assert(
      fc.property(
        kind,
        fc.boolean(),
        value,
        fc.option(fc.boolean(), { nil: undefined }),
        cost,
        (k, insured, v, cover, repair) => {
          const { amount } = claimLiability({
            kind: k,
            insured,
            value: v,
            ...(cover === undefined ? {} : { coverApplies: cover }),
            repairCost: repair,
          });
          expect(amount).not.toBeNull();
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(v);
          expect((amount ?? 0) % MONEY_DIVISOR).toBe(0);
        },
      ),
    );
  });

  it('an insured theft costs the theft share, rounded down, and never more than without insurance', () => {
    fc.assert(
      fc.property(value, (v) => {
        const insured = claimLiability({ kind: 'stolen', insured: true, value: v }).amount ?? 0;
        const uninsured = claimLiability({ kind: 'stolen', insured: false, value: v }).amount ?? 0;
        expect(insured).toBeLessThanOrEqual((v * CLAIM_THEFT_SHARE_PERCENT) / 100);
        expect((v * CLAIM_THEFT_SHARE_PERCENT) / 100 - insured).toBeLessThan(MONEY_DIVISOR);
        expect(insured).toBeLessThanOrEqual(uninsured);
      }),
    );
  });

  it('the cover refused computes as uninsured; the cover never makes anything dearer', () => {
    fc.assert(
      fc.property(kind, value, cost, (k, v, repair) => {
        const refused = claimLiability({
          kind: k,
          insured: true,
          value: v,
          coverApplies: false,
          repairCost: repair,
        });
        const uninsured = claimLiability({ kind: k, insured: false, value: v, repairCost: repair });
        expect(refused).toEqual(uninsured);
        const covered = claimLiability({ kind: k, insured: true, value: v, repairCost: repair });
        expect(covered.amount ?? 0).toBeLessThanOrEqual(uninsured.amount ?? 0);
      }),
    );
  });

  it('a loss costs the full value whatever the insurance (the cover names breakage and theft)', () => {
    fc.assert(
      fc.property(value, fc.boolean(), (v, insured) => {
        expect(claimLiability({ kind: 'lost', insured, value: v })).toEqual({
          basis: 'full_value',
          amount: v,
        });
      }),
    );
  });
});

describe('the claim’s rules beside the amount', () => {
  it('a report is late after CLAIM_REPORT_HOURS, not at it', () => {
    const happened = new Date('2026-12-10T00:00:00Z');
    const at = (hours: number) => new Date(happened.getTime() + hours * 3_600_000);
    expect(claimIsLate(happened, at(CLAIM_REPORT_HOURS))).toBe(false);
    expect(claimIsLate(happened, new Date(at(CLAIM_REPORT_HOURS).getTime() + 1))).toBe(true);
  });

  it('a broken device is repaired, replaced or rejected; a lost or stolen one written off or rejected', () => {
    expect(claimOutcomesFor('broken')).toEqual(['repair', 'replace', 'rejected']);
    expect(claimOutcomesFor('lost')).toEqual(['written_off', 'rejected']);
    expect(claimOutcomesFor('stolen')).toEqual(['written_off', 'rejected']);
  });
});
