import { createHash } from 'node:crypto';
import type { Locale } from '@ijara/contract';
import {
  extrasProblems,
  type PriceProblem,
  type TStaffExtrasPrices,
  type ZStaffExtrasSaveRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { apiText } from '../../texts';
import { catalogChanged } from '../catalog/index';
import type { StaffRow } from '../staff/index';
import { type ExtraRow, ExtrasRepository, type FeeRow } from './extras-repository';

export type ExtrasBody = z.output<typeof ZStaffExtrasSaveRequest>;

/** The amounts by key ("extra:5", "delivery:1"): what the version digests and the audit compares. */
function amounts(extras: ExtraRow[], fees: FeeRow[]): Record<string, number> {
  return {
    ...Object.fromEntries(extras.map((row) => [`extra:${row.id}`, row.price])),
    ...Object.fromEntries(fees.map((row) => [`delivery:${row.city_id}`, row.fee])),
  };
}

/** A digest of every amount: the same amounts, the same version. */
function versionOf(values: Record<string, number>): string {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join(';');
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

function problemTexts(problems: PriceProblem[], extras: ExtraRow[], fees: FeeRow[], locale: Locale) {
  const extraName = new Map(extras.map((row) => [row.id, pick(locale, row.name_ru, row.name_en)]));
  const cityName = new Map(fees.map((row) => [row.city_id, pick(locale, row.name_ru, row.name_en)]));
  return Object.fromEntries(
    problems.map((problem) => [
      problem.field,
      apiText(problem.text, locale, {
        name: extraName.get(problem.extraID ?? 0) ?? '',
        city: cityName.get(problem.cityID ?? 0) ?? '',
      }),
    ]),
  );
}

/** Extras' prices and delivery fees: read, and saved in one transaction with an audit row. */
export class ExtrasDesk {
  private readonly repository = new ExtrasRepository();

  constructor(private readonly db: Db) {}

  async read(locale: Locale, db: Db = this.db): Promise<TStaffExtrasPrices> {
    const extras = await this.repository.extras(db);
    const fees = await this.repository.fees(db);
    return {
      extras: extras.map((row) => ({
        id: row.id,
        name: pick(locale, row.name_ru, row.name_en),
        billing: row.billing,
        price: row.price,
        active: row.active,
      })),
      deliveryFees: fees.map((row) => ({
        cityID: row.city_id,
        city: pick(locale, row.name_ru, row.name_en),
        fee: row.fee,
      })),
      version: versionOf(amounts(extras, fees)),
    };
  }

  /**
   * Under the extras' row locks, from the amounts the page showed (another version answers 409):
   * every amount checked, what changed written, one audit row, and the catalogue's version raised.
   */
  async save(person: StaffRow, body: ExtrasBody, ip: string, locale: Locale): Promise<TStaffExtrasPrices> {
    return this.db.transaction(async (tx) => {
      const extras = await this.repository.extras(tx, true);
      const fees = await this.repository.fees(tx);
      const before = amounts(extras, fees);
      if (versionOf(before) !== body.version) throw new AppError('version_conflict');
      const problems = extrasProblems(
        body,
        extras.map((row) => row.id),
        fees.map((row) => row.city_id),
      );
      if (problems.length > 0) {
        throw new AppError('validation_failed', {
          text: 'staffPricesInvalid',
          fieldTexts: (answerLocale) => problemTexts(problems, extras, fees, answerLocale),
        });
      }
      const changedExtras = body.extras.filter((row) => before[`extra:${row.id}`] !== row.price);
      const changedFees = body.deliveryFees.filter((row) => before[`delivery:${row.cityID}`] !== row.fee);
      if (changedExtras.length + changedFees.length === 0) return this.read(locale, tx);
      for (const row of changedExtras) await this.repository.setPrice(tx, row.id, row.price);
      for (const row of changedFees) await this.repository.setFee(tx, row.cityID, row.fee);
      const keys = [
        ...changedExtras.map((row) => [`extra:${row.id}`, row.price] as const),
        ...changedFees.map((row) => [`delivery:${row.cityID}`, row.fee] as const),
      ];
      await writeAudit(tx, {
        actor: 'staff',
        staffId: person.id,
        ip,
        action: 'prices.extras_updated',
        entity: 'catalog',
        details: {
          before: Object.fromEntries(keys.map(([key]) => [key, before[key] ?? null])),
          after: Object.fromEntries(keys),
        },
      });
      await catalogChanged(tx);
      return this.read(locale, tx);
    });
  }
}
