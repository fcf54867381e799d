import type {
  TStaffPromoCode,
  ZStaffPromoActiveRequest,
  ZStaffPromoSaveRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { PromoCodeRow } from '../../promo/codes';
import {
  insertPromoCode,
  listPromoCodes,
  lockPromoCode,
  type PromoTerms,
  promoCodeTaken,
  promoCodeUsage,
  promoCodeUsed,
  updatePromoCode,
} from '../../promo/keep-codes';
import { apiText } from '../../texts';
import type { StaffRow } from '../staff/index';
import { changed, fromDay, toPromoCode, untilDay } from './records';

type SaveBody = z.output<typeof ZStaffPromoSaveRequest>;
type ActiveBody = z.output<typeof ZStaffPromoActiveRequest>;

/** What a code promises; once it has been used, these stay (a changed promise is a new code). */
const PROMISE = ['code', 'kind', 'amount', 'percent', 'appliesTo'] as const;

const notFound = () => new AppError('not_found', { text: 'staffPromoNotFound' });
const codeTaken = () => new AppError('validation_failed', { fields: { code: 'staffPromoCodeTaken' } });

/** The form's terms as the table keeps them: a bonus code has points only, no percent or months. */
function termsOf(body: SaveBody): PromoTerms {
  const bonus = body.kind === 'bonus';
  return {
    code: body.code,
    kind: body.kind,
    amount: body.amount,
    percent: bonus ? null : body.percent,
    appliesTo: bonus ? null : body.appliesTo,
    validFrom: fromDay(body.validFrom),
    validUntil: untilDay(body.validTo),
    maxUses: body.maxUses,
    active: body.active,
  };
}

function termsOfRow(row: PromoCodeRow): PromoTerms {
  const { code, kind, amount, percent, appliesTo, validFrom, validUntil, maxUses, active } = row;
  return { code, kind, amount, percent, appliesTo, validFrom, validUntil, maxUses, active };
}

/**
 * Promo codes of both kinds as managers keep them (docs/decisions/046). The SQL is src/promo's (one
 * home for promo codes, docs/decisions/037); each write takes the row lock, checks the version the
 * page showed and writes its audit row in the same transaction.
 */
export class PromoDesk {
  constructor(private readonly db: Db) {}

  async list(): Promise<TStaffPromoCode[]> {
    return (await listPromoCodes(this.db)).map(toPromoCode);
  }

  async save(person: StaffRow, body: SaveBody, ip: string): Promise<TStaffPromoCode> {
    const terms = termsOf(body);
    const id = await this.db.transaction(async (tx) => {
      if (body.id === null) return this.create(tx, person, terms, ip);
      const before = await this.locked(tx, body.id, body.version);
      const diff = changed(termsOfRow(before), terms);
      if (Object.keys(diff.after).length === 0) return before.id;
      if (PROMISE.some((key) => key in diff.after) && (await promoCodeUsed(tx, before))) {
        throw new AppError('status_not_allowed', { text: 'staffPromoUsedTerms' });
      }
      if (terms.maxUses !== null && terms.maxUses !== undefined && terms.maxUses < before.usedCount) {
        const used = String(before.usedCount);
        throw new AppError('validation_failed', {
          fieldTexts: (locale) => ({ maxUses: apiText('staffPromoCapBelowUsed', locale, { used }) }),
        });
      }
      if (terms.code !== before.code && (await promoCodeTaken(tx, terms.code, before.id))) throw codeTaken();
      await updatePromoCode(tx, before.id, terms);
      await this.audit(tx, person, ip, 'promo.updated', before.id, { code: terms.code, ...diff });
      return before.id;
    });
    return this.one(id);
  }

  /** On or off; off refuses the code at checkout and on the bonus page at once. */
  async setActive(person: StaffRow, body: ActiveBody, ip: string): Promise<TStaffPromoCode> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, body.id, body.version);
      if (before.active === body.active) return;
      await updatePromoCode(tx, before.id, { active: body.active });
      await this.audit(tx, person, ip, body.active ? 'promo.switched_on' : 'promo.switched_off', before.id, {
        code: before.code,
        before: { active: before.active },
        after: { active: body.active },
      });
    });
    return this.one(body.id);
  }

  private async create(tx: Db, person: StaffRow, terms: PromoTerms, ip: string): Promise<number> {
    if (await promoCodeTaken(tx, terms.code, null)) throw codeTaken();
    const id = await insertPromoCode(tx, terms);
    if (id === null) throw codeTaken();
    const { after } = changed({} as PromoTerms, terms);
    await this.audit(tx, person, ip, 'promo.created', id, { code: terms.code, after });
    return id;
  }

  private async locked(tx: Db, id: number, version: number): Promise<PromoCodeRow> {
    const row = await lockPromoCode(tx, id);
    if (!row) throw notFound();
    if (row.version !== version) throw new AppError('version_conflict');
    return row;
  }

  private async one(id: number): Promise<TStaffPromoCode> {
    const usage = await promoCodeUsage(this.db, id);
    if (!usage) throw notFound();
    return toPromoCode(usage);
  }

  private audit(tx: Db, person: StaffRow, ip: string, action: string, id: number, details: object) {
    return writeAudit(tx, {
      actor: 'staff',
      staffId: person.id,
      ip,
      action,
      entity: 'promo_code',
      entityId: id,
      details,
    });
  }
}
