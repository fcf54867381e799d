import {
  buildPath,
  type Locale,
  type PricedExtra,
  type PricingInput,
  type SpecTextKey,
  type TParsedDraft,
  type TTerm,
} from '@ijara/contract';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { judgeSubscriptionCode, normaliseOptionalCode, type PromoVerdict } from '../../promo/rules';
import type { DraftQuery, DraftRows } from './draft-query';

/** A draft checked against the catalogue: what pricing needs and what the subscription records. */
export interface ResolvedDraft {
  pricing: PricingInput;
  /** The code as typed (normalised) and whether it applies; null without a code. */
  promo: { code: string; verdict: PromoVerdict } | null;
  model: { id: number; name: string; specs: string; gadgetId: number; gadgetName: string };
  cityId: number;
  term: TTerm;
  /** The model's monthly price in the city for every term offered, by term: early exit re-prices at these. */
  termPrices: Record<string, number>;
  insurance: boolean;
  extras: PricedExtra[];
  office: { id: number; address: string } | null;
  address: string | null;
  /** Free units of the model in the city here today, counted up to two. */
  free: number;
  /** The earliest day one of its expected units arrives; null: none is expected. */
  expected: string | null;
  /** The employer with a discount, named in the locale; `verified` false: not in the price yet. */
  employer: { name: string; percent: number; verified: boolean } | null;
}

/** What the draft names on `today` (Bishkek), as the draft query's parameters. */
export function draftQuery(clientId: number, draft: TParsedDraft, today: string): DraftQuery {
  return {
    clientId,
    today,
    cityId: draft.city,
    modelId: draft.model,
    officeId: draft.delivery === 'pickup' && draft.office !== undefined ? draft.office : null,
    code: normaliseOptionalCode(draft.promo),
    extraIds: draft.extras,
  };
}

/**
 * Checks the draft against its rows and answers 400 naming every field that is wrong, in the
 * request's locale: unknown or inactive model, a model not sold in the city or not for the term, an
 * unknown extra or one not offered with the gadget, an unknown office or one of another city.
 */
export function resolveDraft(
  rows: DraftRows,
  query: DraftQuery,
  draft: TParsedDraft,
  locale: Locale,
  now: Date,
): ResolvedDraft {
  const { officeId: pickup, code } = query;
  if (rows.overdue) {
    throw new AppError('payment_overdue', {
      redirect: (answerLocale) => buildPath('payments', {}, answerLocale),
    });
  }
  const { city, models: modelRows, office, employerPercent, employer, promo, extras: extraRows, free } = rows;
  if (!city?.served) throw new AppError('city_not_served', { fields: { city: 'cityNotServed' } });

  const fields: Record<string, SpecTextKey> = {};
  const model = modelRows[0];
  const price = modelRows.find((row) => row.term === draft.term);
  if (!model?.active || !model.gadgetActive) fields.model = 'unknownModel';
  else if (!modelRows.some((row) => row.term !== null)) fields.model = 'modelNotInCity';
  else if (!price?.monthly) fields.term = 'termNotOffered';

  if (extraRows.length !== draft.extras.length) fields.extras = 'unknownExtra';

  if (pickup !== null) {
    if (!office?.active) fields.office = 'unknownOffice';
    else if (office.cityId !== draft.city) fields.office = 'officeNotInCity';
  }
  if (Object.keys(fields).length > 0 || !model || !price?.monthly) {
    throw new AppError('validation_failed', { fields });
  }

  const byId = new Map(extraRows.map((row) => [row.id, row]));
  const extras = draft.extras.flatMap((id): PricedExtra[] => {
    const row = byId.get(id);
    return row
      ? [{ id, name: pick(locale, row.nameRu, row.nameEn), price: row.price, billing: row.billing }]
      : [];
  });
  const verdict = promo && code !== null ? judgeSubscriptionCode(promo.row, promo.used, now) : null;
  const address = draft.delivery === 'delivery' ? (draft.address ?? '') : null;
  return {
    pricing: {
      term: draft.term,
      rent: price.monthly,
      insurance: draft.insurance ? model.insuranceMonthly : null,
      extras,
      delivery: address === null ? { kind: 'pickup' } : { kind: 'delivery', fee: city.deliveryFee ?? 0 },
      employerPercent,
      promo: verdict?.valid ? verdict.promo : null,
    },
    promo: code !== null && verdict ? { code, verdict } : null,
    model: {
      id: model.id,
      name: pick(locale, model.nameRu, model.nameEn),
      specs: pick(locale, model.specsRu, model.specsEn),
      gadgetId: model.gadgetId,
      gadgetName: pick(locale, model.gadgetNameRu, model.gadgetNameEn),
    },
    cityId: draft.city,
    term: draft.term,
    termPrices: Object.fromEntries(
      modelRows.flatMap((row) => (row.term !== null && row.monthly ? [[String(row.term), row.monthly]] : [])),
    ),
    insurance: draft.insurance,
    extras,
    office:
      office && pickup !== null
        ? { id: office.id, address: pick(locale, office.addressRu, office.addressEn) }
        : null,
    address,
    free,
    expected: rows.expected,
    employer: employer && {
      name: pick(locale, employer.nameRu, employer.nameEn),
      percent: employer.percent,
      verified: employer.verified,
    },
  };
}
