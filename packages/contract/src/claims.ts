import { CLAIM_REPORT_HOURS, CLAIM_THEFT_SHARE_PERCENT, MONEY_DIVISOR } from './constants';
import type { Money } from './money';
import { percentOf } from './pricing';
import { SUBSCRIPTION_STATUS } from './schemas/subscriptions';

/**
 * Claims — a device broken, lost or stolen (the offer, section 6; docs/decisions/059). The kinds, the
 * statuses, the outcomes and the one rule of what the client pays: the web app states the cost with it
 * before a report is sent, the api computes the amount with it at the decision.
 */
export const CLAIM_KINDS = ['broken', 'lost', 'stolen'] as const;
export type TClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * received (reported by the client) → assessing (a staff member took it; a damaged return starts here)
 * → decided (an amount and a reason; an amount above 0 awaits payment) → paid (the charge went
 * through), or closed (nothing to pay, or rejected).
 */
export const CLAIM_STATUSES = ['received', 'assessing', 'decided', 'paid', 'closed'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];
/** A claim in these is open: a subscription holds at most one (the database enforces it). */
export const CLAIM_OPEN_STATUSES: readonly TClaimStatus[] = ['received', 'assessing', 'decided'];

/**
 * repair: repaired, the unit stays; replace: another unit of the model is swapped in; written_off: lost
 * or stolen, the subscription ends; rejected: no insured event (natural wear, nothing happened), 0.
 */
export const CLAIM_OUTCOMES = ['repair', 'replace', 'written_off', 'rejected'] as const;
export type TClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

/** The outcomes a claim of a kind may end in. */
export function claimOutcomesFor(kind: TClaimKind): readonly TClaimOutcome[] {
  return kind === 'broken' ? ['repair', 'replace', 'rejected'] : ['written_off', 'rejected'];
}

/** client: reported on the subscription's page; return: a return received as damaged opened it. */
export const CLAIM_SOURCES = ['client', 'return'] as const;
export type TClaimSource = (typeof CLAIM_SOURCES)[number];

/** A claim may be reported while the device is at the client's: active, paused, or unsubscribed and not returned. */
export const CLAIM_REPORTABLE_STATUSES: readonly number[] = [
  SUBSCRIPTION_STATUS.active,
  SUBSCRIPTION_STATUS.pending,
  SUBSCRIPTION_STATUS.refusal,
];

export interface ClaimLiabilityInput {
  kind: TClaimKind;
  /** The subscription has insurance. */
  insured: boolean;
  /** The device's value stated in the subscription card (minor units, whole som). */
  value: Money;
  /** Staff decide on a late report: false computes as uninsured. Absent: the cover applies. */
  coverApplies?: boolean;
  /** Without cover, a broken device: the repair cost staff assessed; absent or null: not assessed yet. */
  repairCost?: Money | null;
}

/**
 * Why the client pays what they pay: covered (0, the company repairs or replaces), theft_share
 * (CLAIM_THEFT_SHARE_PERCENT of the value), full_value, repair_cost (at most the value), or assessed (a
 * repair cost staff have not set yet: `amount` is null).
 */
export type TClaimBasis = 'covered' | 'theft_share' | 'full_value' | 'repair_cost' | 'assessed';

export interface ClaimLiability {
  basis: TClaimBasis;
  /** Minor units, whole som; null while the repair cost is not assessed. */
  amount: Money | null;
}

/** Whole som, rounded down (docs/decisions/038). */
function wholeSom(amount: Money): Money {
  return Math.floor(amount / MONEY_DIVISOR) * MONEY_DIVISOR;
}

/**
 * The client's share by the offer (section 6). With insurance: broken → 0; stolen →
 * CLAIM_THEFT_SHARE_PERCENT of the value, rounded down to whole som; lost → the full value (the cover
 * names breakage and theft, not loss). Without it (or the cover refused on a late report): broken → the
 * repair cost, never more than the value; lost or stolen → the full value.
 */
export function claimLiability(input: ClaimLiabilityInput): ClaimLiability {
  const value = Math.max(0, wholeSom(input.value));
  const covered = input.insured && input.coverApplies !== false;
  if (input.kind === 'lost') return { basis: 'full_value', amount: value };
  if (input.kind === 'stolen') {
    return covered
      ? { basis: 'theft_share', amount: percentOf(value, CLAIM_THEFT_SHARE_PERCENT) }
      : { basis: 'full_value', amount: value };
  }
  if (covered) return { basis: 'covered', amount: 0 };
  if (input.repairCost === undefined || input.repairCost === null) return { basis: 'assessed', amount: null };
  return { basis: 'repair_cost', amount: Math.min(Math.max(0, wholeSom(input.repairCost)), value) };
}

/** A report made more than CLAIM_REPORT_HOURS after the event is late: staff decide whether the cover applies. */
export function claimIsLate(happenedAt: Date, reportedAt: Date): boolean {
  return reportedAt.getTime() - happenedAt.getTime() > CLAIM_REPORT_HOURS * 3_600_000;
}
