import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ADDRESS_MAX,
  ERROR_CODES,
  SPEC_TEXTS,
  ZCalculateResponse,
  ZCreateSubscriptionRequest,
  ZDeliveryFeesResponse,
  ZRoistatVisit,
  ZStockResponse,
  ZSubscriptionDraft,
} from '../src';
import { CALLS } from '../src/calls/index';

const pickup = { model: 1, term: 12, city: 1, insurance: false, delivery: 'pickup', office: 1 } as const;
const delivery = {
  model: 1,
  term: 6,
  city: 1,
  insurance: true,
  delivery: 'delivery',
  address: 'Чуй 1',
} as const;

/** The text keys of the issues a draft fails with, by field. */
function issues(value: unknown): Record<string, string> {
  const result = ZSubscriptionDraft.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the new-subscription draft (SPEC.md §3)', () => {
  it('accepts a pickup and a delivery draft, with no extras by default', () => {
    expect(ZSubscriptionDraft.parse(pickup)).toEqual({ ...pickup, extras: [] });
    expect(ZSubscriptionDraft.parse({ ...delivery, address: '  Чуй 1  ' }).address).toBe('Чуй 1');
  });

  it('asks for an office with pickup and an address with delivery', () => {
    expect(issues({ ...pickup, office: undefined })).toEqual({ office: 'officeRequired' });
    expect(issues({ ...delivery, address: '   ' })).toEqual({ address: 'addressRequired' });
    expect(issues({ ...delivery, address: undefined })).toEqual({ address: 'addressRequired' });
  });

  it('limits the address to 300 characters after trimming, and refuses a repeated extra', () => {
    expect(issues({ ...delivery, address: ` ${'a'.repeat(DELIVERY_ADDRESS_MAX)} ` })).toEqual({});
    expect(issues({ ...delivery, address: 'a'.repeat(DELIVERY_ADDRESS_MAX + 1) })).toEqual({
      address: 'addressTooLong',
    });
    expect(issues({ ...pickup, extras: [3, 3] })).toEqual({ extras: 'extraRepeated' });
    expect(issues({ ...pickup, term: 4 })).toHaveProperty('term');
  });

  it('takes the agreed first payment and a Roistat visit on create, and nothing else', () => {
    const parsed = ZCreateSubscriptionRequest.parse({ ...pickup, firstPayment: 389_000, roistat: '12345' });
    expect(parsed).toMatchObject({ firstPayment: 389_000, roistat: '12345' });
    expect(ZCreateSubscriptionRequest.safeParse({ ...pickup, firstPayment: 1.5 }).success).toBe(false);
    expect(ZRoistatVisit.safeParse('<script>').success).toBe(false);
  });

  it('never throws on junk, and every accepted draft keeps its promises', () => {
    const junk = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.array(fc.integer()));
    const draftish = fc.record(
      {
        model: junk,
        term: fc.oneof(fc.constantFrom(3, 6, 12), junk),
        city: junk,
        insurance: fc.oneof(fc.boolean(), junk),
        extras: fc.oneof(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 25 }), junk),
        delivery: fc.oneof(fc.constantFrom('pickup', 'delivery'), junk),
        office: fc.oneof(fc.integer({ min: 1, max: 5 }), junk),
        address: fc.oneof(fc.string({ maxLength: 320 }), junk),
        promo: fc.oneof(fc.string({ maxLength: 45 }), junk),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(draftish, fc.anything()), (value) => {
        const result = ZSubscriptionDraft.safeParse(value);
        expect(() => ZCreateSubscriptionRequest.safeParse(value)).not.toThrow();
        if (!result.success) return;
        const draft = result.data;
        expect(new Set(draft.extras).size).toBe(draft.extras.length);
        if (draft.delivery === 'pickup') expect(draft.office).toBeDefined();
        else expect(draft.address?.length ?? 0).toBeGreaterThan(0);
        expect(draft.address?.length ?? 0).toBeLessThanOrEqual(DELIVERY_ADDRESS_MAX);
      }),
    );
  });
});

describe('checkout answers and texts', () => {
  it('describe a calculation with signed integer lines and a promo check', () => {
    const answer = {
      statusCode: '200',
      calculation: {
        lines: [
          { kind: 'rent', label: 'Подписка на 12 месяцев', amount: 389_000, billing: 'monthly' },
          { kind: 'promo_discount', label: 'Промокод FIRST50', amount: -194_500, billing: 'once' },
        ],
        firstPayment: 194_500,
        monthly: 389_000,
        deliveryFee: 0,
        discount: 194_500,
        monthlyDiscount: 0,
        promo: { code: 'FIRST50', valid: true, message: 'Промокод применён' },
        employer: { name: 'Жолдош Финанс', percent: 10, verified: false },
        stock: 'last_one',
      },
    };
    expect(ZCalculateResponse.parse(answer)).toEqual(answer);
    const fractional = structuredClone(answer);
    fractional.calculation.firstPayment = 194_500.5;
    expect(ZCalculateResponse.safeParse(fractional).success).toBe(false);
  });

  it('serve stock as a public call with levels only', () => {
    expect(CALLS.infoStock).toMatchObject({ method: 'GET', path: 'info/stock/', access: 'public' });
    const answer = { statusCode: '200', stock: [{ modelID: 1, cityID: 1, level: 'in_stock' }] };
    expect(ZStockResponse.parse(answer)).toEqual(answer);
    expect(
      ZStockResponse.safeParse({ ...answer, stock: [{ modelID: 1, cityID: 1, level: 3 }] }).success,
    ).toBe(false);
  });

  it('serve each served city’s delivery fee as a public call, in minor units', () => {
    expect(CALLS.infoDeliveryFees).toMatchObject({
      method: 'GET',
      path: 'info/delivery-fees/',
      access: 'public',
    });
    const answer = { statusCode: '200', fees: [{ cityID: 1, fee: 30_000 }] };
    expect(ZDeliveryFeesResponse.parse(answer)).toEqual(answer);
    expect(ZDeliveryFeesResponse.safeParse({ ...answer, fees: [{ cityID: 1, fee: 300.5 }] }).success).toBe(
      false,
    );
  });

  it('have a machine code for a sold-out model and a changed price', () => {
    expect(ERROR_CODES).toContain('out_of_stock');
    expect(ERROR_CODES).toContain('price_changed');
  });

  it('use the same {{placeholders}} in Russian and English', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(SPEC_TEXTS.en) as (keyof typeof SPEC_TEXTS.en)[]) {
      expect(names(SPEC_TEXTS.ru[key]), key).toEqual(names(SPEC_TEXTS.en[key]));
    }
  });
});
