import type { SpecTextKey, TBonusEntry } from '@ijara/contract';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { BONUS_PROMO_TEXT, judgeBonusCode, normaliseCode } from '../../promo/rules';
import type { Payments } from '../payments/index';
import type { BonusRepository, HistoryRow } from './repository';

function toEntry(row: HistoryRow): TBonusEntry {
  return {
    id: row.id,
    type: row.reason,
    amount: row.amount,
    date: row.createdAt.toISOString(),
    promo: row.promo,
    paymentID: row.paymentId,
    subscriptionID: row.subscriptionId,
  };
}

/** Bonus points: the balance and its history, bonus promo codes, paying a due payment with points. */
export class BonusService {
  constructor(
    private readonly repository: BonusRepository,
    private readonly settlement: Payments['settlement'],
    private readonly clock: Clock,
  ) {}

  async info(clientId: number): Promise<{ bonus: number; history: TBonusEntry[] }> {
    const [bonus, history] = await Promise.all([
      this.repository.balance(clientId),
      this.repository.history(clientId),
    ]);
    if (bonus === null) throw new AppError('unauthorized');
    return { bonus, history: history.map(toEntry) };
  }

  /** bonus/promo/: credits a bonus code's points once per client, within the code's cap and dates. */
  async redeem(clientId: number, input: string, ip: string): Promise<{ bonus: number; credited: number }> {
    const code = normaliseCode(input);
    return this.repository.db.transaction(async (tx) => {
      const found = await this.repository.promo(tx, code, clientId);
      const verdict = judgeBonusCode(found.row, found.used, this.clock.now());
      if (!verdict.valid) throw rejection(BONUS_PROMO_TEXT[verdict.reason]);
      const { id, points } = verdict.promo;
      const taken = await this.repository.takePromo(tx, id, clientId);
      if (taken !== 'ok') throw rejection(BONUS_PROMO_TEXT[taken]);
      const bonus = await this.repository.credit(tx, {
        clientId,
        amount: points,
        reason: 'promo',
        promoCodeId: id,
        key: `promo:${id}:client:${clientId}`,
      });
      await this.repository.audit(tx, {
        clientId,
        action: 'bonus.promo',
        ip,
        entity: 'promo_code',
        entityId: id,
        details: { points, bonus },
      });
      return { bonus, credited: points };
    });
  }

  /**
   * bonus/subscription/: pays a due (failed) payment in full with points. Locks follow the order of
   * settling a charge — payment, subscription, then the client's balance — so the two never deadlock;
   * a short balance rolls everything back.
   */
  async payWithPoints(
    clientId: number,
    ref: { subscriptionId: number; paymentId: number },
    ip: string,
  ): Promise<{ bonus: number }> {
    return this.repository.db.transaction(async (tx) => {
      const due = await this.settlement.lockDue(tx, { clientId, ...ref });
      if (due.kind !== 'due') {
        if (due.kind === 'missing') throw new AppError('not_found', { text: 'paymentNotFound' });
        throw new AppError('payment_not_due', due.kind === 'processing' ? { text: 'paymentInProgress' } : {});
      }
      const { payment } = due;
      await this.settlement.settleWithPoints(tx, payment, { actor: 'client', ip });
      const bonus = await this.repository.debitForPayment(tx, clientId, payment.amount, payment.id);
      if (bonus === null) throw new AppError('not_enough_bonus');
      await this.repository.audit(tx, {
        clientId,
        action: 'bonus.spend',
        ip,
        entity: 'payment',
        entityId: payment.id,
        details: { points: payment.amount, bonus },
      });
      return { bonus };
    });
  }
}

/** The code's own text as the message too: the bonus page has this one field. */
function rejection(text: SpecTextKey): AppError {
  return new AppError('validation_failed', { text, fields: { promo: text } });
}
