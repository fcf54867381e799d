import type { TClaim } from '@ijara/contract';

export type StepName = 'received' | 'assessing' | 'decided' | 'payment' | 'paid' | 'closed' | 'finished';
export type StepState = 'done' | 'now' | 'next';
export interface Step {
  name: StepName;
  state: StepState;
}

/**
 * The claim's way as four steps: received → assessing → decided → paid or closed. Until the decision
 * the last one is "finished"; a decision that leaves an amount to pay makes it "payment", the one now.
 */
export function claimSteps(claim: Pick<TClaim, 'status' | 'due'>): Step[] {
  const { status, due } = claim;
  const last: StepName =
    status === 'paid'
      ? 'paid'
      : status === 'closed'
        ? 'closed'
        : status === 'decided' && due > 0
          ? 'payment'
          : 'finished';
  const names: StepName[] = ['received', 'assessing', 'decided', last];
  const reached = {
    received: 0,
    assessing: 1,
    decided: due > 0 ? 3 : 2,
    paid: 4,
    closed: 4,
  }[status];
  return names.map((name, index) => ({
    name,
    state: index < reached ? 'done' : index === reached ? 'now' : 'next',
  }));
}
