import { expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { actionGroupLabel, actionLabel } from './audit-labels';

const t = i18n.getFixedT('ru');

it('labels actions and their groups; an unknown code, or a group of texts, stays the code', () => {
  expect(actionLabel(t, 'payment.charge.failed')).toBe('Платёж не прошёл');
  expect(actionLabel(t, 'payment.charge')).toBe('payment.charge');
  expect(actionLabel(t, 'future.kind')).toBe('future.kind');
  expect(actionGroupLabel(t, 'refund.')).toBe('Возвраты денег — все');
  expect(actionGroupLabel(t, 'future.')).toBe('все future.*');
});
