import {
  CLAIM_OPEN_STATUSES,
  CLAIM_REPORTABLE_STATUSES,
  type TClaim,
  type TSubscription,
} from '@ijara/contract';

/** Damage, loss or theft can be reported while the device is at the client's: active, paused, refusal. */
export function claimReportable(subscription: Pick<TSubscription, 'status'>): boolean {
  return CLAIM_REPORTABLE_STATUSES.includes(subscription.status);
}

/** The subscription's claim in progress (one at most): a new one waits for its end. */
export function openClaim(claims: readonly TClaim[]): TClaim | undefined {
  return claims.find((claim) => CLAIM_OPEN_STATUSES.includes(claim.status));
}
