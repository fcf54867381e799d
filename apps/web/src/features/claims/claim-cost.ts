import { type ClaimLiability, claimLiability, type Money, type TClaimKind } from '@ijara/contract';

export interface ClaimCostInput {
  kind: TClaimKind;
  insured: boolean;
  /** The device's value stated in the subscription card (minor units). */
  value: Money;
  /** Reported more than CLAIM_REPORT_HOURS after it happened. */
  late: boolean;
}

export interface ClaimCost {
  /** What the client pays if the cover applies (or without insurance: what they pay). */
  now: ClaimLiability;
  /**
   * A late report of an insured breakage or theft: staff decide whether the cover applies, and this is
   * what it costs if it does not. Null when lateness changes nothing (no insurance, or a loss).
   */
  withoutCover: ClaimLiability | null;
}

/**
 * What the report form states before sending (docs/decisions/059), from the contract's one rule — the
 * api computes the decision's amount with the same function.
 */
export function claimCost({ kind, insured, value, late }: ClaimCostInput): ClaimCost {
  const now = claimLiability({ kind, insured, value });
  const uncovered = claimLiability({ kind, insured, value, coverApplies: false });
  const changes = late && insured && (uncovered.basis !== now.basis || uncovered.amount !== now.amount);
  return { now, withoutCover: changes ? uncovered : null };
}
