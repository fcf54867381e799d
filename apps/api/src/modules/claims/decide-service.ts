import {
  claimLiability,
  claimOutcomesFor,
  formatMoney,
  type Money,
  type TClaimOutcome,
} from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { apiText } from '../../texts';
import { dedupeKey, type NoticeOutbox } from '../notices/index';
import type { ChargeClaim, Payments } from '../payments/index';
import type { ClaimActor, ClaimOutcomes } from '../subscriptions/index';
import type { ClaimRow, ClaimsRepository } from './repository';

/** A staff member acting on a claim. */
export interface ClaimStaff {
  id: number;
  name: string;
  ip: string | null;
}

export interface DecideInput {
  claimId: number;
  version: number;
  outcome: TClaimOutcome;
  coverApplies?: boolean | undefined;
  repairCost?: Money | undefined;
  /** Lower than computed, with the reason; never higher. */
  amount?: Money | undefined;
  reason: string;
  replacementSerial?: string | undefined;
  staff: ClaimStaff;
}

export type DecidedPayment = { id: number; status: 'success' | 'fail' | 'processing' } | null;

const UNDECIDED: ReadonlySet<string> = new Set(['received', 'assessing']);

const conflict = () => new AppError('version_conflict');
const notOpen = () => new AppError('status_not_allowed', { text: 'staffClaimNotOpen' });
const fieldError = (
  name: string,
  text:
    | 'staffClaimOutcomeNotForKind'
    | 'staffClaimCoverOnlyLate'
    | 'staffClaimRepairCostRequired'
    | 'staffClaimReplacementRequired',
) => new AppError('validation_failed', { text, fields: { [name]: text } });

/**
 * What the client owes for an outcome, by the offer (the contract's claimLiability): rejected is 0;
 * null when a repair cost is needed and not given.
 */
export function claimAmount(
  claim: Pick<ClaimRow, 'kind' | 'insured' | 'deviceValue'>,
  outcome: TClaimOutcome,
  coverApplies: boolean | undefined,
  repairCost: Money | undefined,
): Money | null {
  if (outcome === 'rejected') return 0;
  return claimLiability({
    kind: claim.kind,
    insured: claim.insured,
    value: claim.deviceValue,
    ...(coverApplies === undefined ? {} : { coverApplies }),
    ...(repairCost === undefined ? {} : { repairCost }),
  }).amount;
}

/**
 * Staff's side of a claim (docs/decisions/059): taking it, and the decision. The amount is computed
 * here, from the claim's insurance and value, never taken from the request but to lower it. The
 * decision runs under the claim's row lock from the version the page showed: of two at once, the
 * second finds another version (409) and nothing of it is written. An amount above 0 is a payment of
 * its own, charged to the card after the commit; its settlement makes the claim paid.
 */
export class ClaimDecisions {
  constructor(
    private readonly db: Db,
    private readonly repository: ClaimsRepository,
    private readonly deps: {
      outcomes: ClaimOutcomes;
      outbox: NoticeOutbox;
      charges: Pick<Payments['charges'], 'attempt'>;
      gateway: string;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /** received → assessing: the staff member takes it. */
  async take(claimId: number, version: number, staff: ClaimStaff): Promise<void> {
    await this.db.transaction(async (tx) => {
      const claim = await this.repository.lock(tx, claimId);
      if (!claim) throw new AppError('not_found', { text: 'staffClaimNotHere' });
      if (claim.version !== version) throw conflict();
      if (claim.status !== 'received') throw notOpen();
      await this.repository.update(tx, claim.id, {
        status: 'assessing',
        takenBy: staff.id,
        takenAt: this.deps.clock.now(),
      });
      await this.audit(tx, claim, staff, 'claim.taken', {
        before: { status: claim.status },
        after: { status: 'assessing', takenBy: staff.id },
      });
    });
  }

  async decide(input: DecideInput): Promise<DecidedPayment> {
    const by: ClaimActor = { staffId: input.staff.id, name: input.staff.name, ip: input.staff.ip };
    const written = await this.db.transaction(async (tx) => {
      const claim = await this.repository.lock(tx, input.claimId);
      if (!claim) throw new AppError('not_found', { text: 'staffClaimNotHere' });
      if (claim.version !== input.version) throw conflict();
      if (!UNDECIDED.has(claim.status)) throw notOpen();
      if (!claimOutcomesFor(claim.kind).includes(input.outcome)) {
        throw fieldError('outcome', 'staffClaimOutcomeNotForKind');
      }
      if (input.coverApplies === false && !claim.late)
        throw fieldError('coverApplies', 'staffClaimCoverOnlyLate');
      const computed = claimAmount(claim, input.outcome, input.coverApplies, input.repairCost);
      if (computed === null) throw fieldError('repairCost', 'staffClaimRepairCostRequired');
      if (input.amount !== undefined && input.amount > computed) throw tooHigh(computed);
      const amount = input.amount ?? computed;
      const replacement =
        input.outcome === 'replace' ? await this.replace(tx, claim, input.replacementSerial, by) : null;
      if (input.outcome === 'written_off' && claim.kind !== 'broken') {
        const off = await this.deps.outcomes.writeOff(tx, {
          subscriptionId: claim.subscriptionId,
          kind: claim.kind,
          claimId: claim.id,
          by,
        });
        if (off.closed)
          await this.audit(tx, claim, input.staff, 'claim.subscription_ended', { unitId: off.unitId });
      }
      const now = this.deps.clock.now();
      const status = amount > 0 ? 'decided' : 'closed';
      const decided = await this.repository.update(tx, claim.id, {
        status,
        outcome: input.outcome,
        coverApplies: claim.insured ? input.coverApplies !== false : false,
        repairCost: input.repairCost ?? null,
        computedAmount: computed,
        amount,
        reason: input.reason,
        decidedBy: input.staff.id,
        decidedAt: now,
        takenBy: claim.takenBy ?? input.staff.id,
        takenAt: claim.takenAt ?? now,
        replacementUnitId: replacement?.to.id ?? null,
        finishedAt: status === 'closed' ? now : null,
      });
      await this.audit(tx, claim, input.staff, 'claim.decided', {
        before: { status: claim.status, version: claim.version },
        after: {
          status,
          outcome: input.outcome,
          coverApplies: decided.coverApplies,
          repairCost: decided.repairCost,
          computedAmount: computed,
          amount,
        },
        lowered: amount < computed,
      });
      if (status === 'closed') {
        await this.audit(tx, claim, input.staff, 'claim.closed', {
          before: { status },
          after: { status: 'closed' },
          amount: 0,
        });
        await this.deps.outbox.enqueue(tx, {
          clientId: claim.clientId,
          kind: 'claim_closed',
          dedupeKey: dedupeKey.claimClosed(claim.id),
          values: { claimId: claim.id, subscriptionId: claim.subscriptionId, reason: input.reason },
        });
        return null;
      }
      await this.deps.outbox.enqueue(tx, {
        clientId: claim.clientId,
        kind: 'claim_decided',
        dedupeKey: dedupeKey.claimDecided(claim.id),
        values: { claimId: claim.id, subscriptionId: claim.subscriptionId, amount, reason: input.reason },
      });
      const cardId = await this.repository.activeCard(tx, claim.clientId);
      const payment = await this.repository.insertPayment(tx, decided, {
        amount,
        cardId,
        gateway: this.deps.gateway,
      });
      const charge: ChargeClaim = { paymentId: payment.id, attempt: 1, amount, cardId };
      return charge;
    });
    if (!written) return null;
    return { id: written.paymentId, status: await this.send(written, input.staff) };
  }

  /**
   * The first try, after the commit, through the payments module's path (as an early exit's): a
   * decline leaves the claim decided and owed (retried, and the client may pay it); an unknown outcome,
   * or a failure here, leaves the payment "processing" for the billing job's reconciliation.
   */
  private async send(charge: ChargeClaim, staff: ClaimStaff): Promise<'success' | 'fail' | 'processing'> {
    try {
      const outcome = await this.deps.charges.attempt(charge, { actor: 'staff', ip: staff.ip });
      if (outcome.status === 'succeeded') return 'success';
      if (outcome.status === 'failed') return 'fail';
      return 'processing';
    } catch (error) {
      this.deps.log.error({ err: error, paymentId: charge.paymentId }, 'claim charge failed to run');
      return 'processing';
    }
  }

  private async replace(tx: Db, claim: ClaimRow, serial: string | undefined, by: ClaimActor) {
    if (!serial) throw fieldError('replacementSerial', 'staffClaimReplacementRequired');
    const swapped = await this.deps.outcomes.swapUnit(tx, {
      subscriptionId: claim.subscriptionId,
      serial,
      claimId: claim.id,
      by,
    });
    await this.audit(tx, claim, { id: by.staffId, name: by.name, ip: by.ip }, 'claim.unit_swapped', {
      before: { unitId: swapped.from.id, serial: swapped.from.serial },
      after: { unitId: swapped.to.id, serial: swapped.to.serial },
    });
    return swapped;
  }

  private audit(tx: Db, claim: ClaimRow, staff: ClaimStaff, action: string, details: object) {
    return writeAudit(tx, {
      actor: 'staff',
      action,
      clientId: claim.clientId,
      entity: 'claim',
      entityId: claim.id,
      ip: staff.ip,
      staffId: staff.id,
      details: { subscriptionId: claim.subscriptionId, operator: staff.name, ...details },
    });
  }
}

/** 400 naming `amount`: more than the offer computes, which is stated. */
function tooHigh(computed: Money): AppError {
  const values = (locale: 'ru' | 'en') => ({ amount: formatMoney(computed, locale) });
  return new AppError('validation_failed', {
    text: 'staffClaimAmountTooHigh',
    values,
    fieldTexts: (locale) => ({ amount: apiText('staffClaimAmountTooHigh', locale, values(locale)) }),
  });
}
