// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { claimSteps } from './claim-steps';

const line = (status: Parameters<typeof claimSteps>[0]['status'], due = 0) =>
  claimSteps({ status, due }).map((step) => `${step.name}:${step.state}`);

describe('claimSteps', () => {
  it('walks received → assessing → decided → paid or closed', () => {
    expect(line('received')).toEqual(['received:now', 'assessing:next', 'decided:next', 'finished:next']);
    expect(line('assessing')).toEqual(['received:done', 'assessing:now', 'decided:next', 'finished:next']);
    expect(line('decided', 4_500_000)).toEqual([
      'received:done',
      'assessing:done',
      'decided:done',
      'payment:now',
    ]);
    expect(line('paid')).toEqual(['received:done', 'assessing:done', 'decided:done', 'paid:done']);
    expect(line('closed')).toEqual(['received:done', 'assessing:done', 'decided:done', 'closed:done']);
  });
});
