import { expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { actionGroupLabel, actionLabel, detailLabel, detailValueLabel } from './audit-labels';

const t = i18n.getFixedT('ru');

it('labels actions and their groups; an unknown code, or a group of texts, stays the code', () => {
  expect(actionLabel(t, 'payment.charge.failed')).toBe('Платёж не прошёл');
  expect(actionLabel(t, 'payment.charge')).toBe('payment.charge');
  expect(actionLabel(t, 'future.kind')).toBe('future.kind');
  expect(actionGroupLabel(t, 'refund.')).toBe('Возвраты денег — все');
  expect(actionGroupLabel(t, 'future.')).toBe('все future.*');
});

it('labels the employers’ actions, their details and a client’s employment', () => {
  expect(actionLabel(t, 'company.employees_saved')).toBe('Список сотрудников компании сохранён');
  expect(actionLabel(t, 'company.switched_off')).toBe('Компания выключена');
  expect(actionLabel(t, 'client.employment_confirmed')).toBe('Работа в компании подтверждена');
  expect(actionLabel(t, 'client.employment_cleared')).toBe('Работодатель убран');
  expect(actionGroupLabel(t, 'company.')).toBe('Компании — все');
  expect(detailLabel(t, 'withdrawn')).toBe('Снято подтверждений');
  expect(detailValueLabel(t, 'employment', 'staff')).toBe('подтверждена сотрудником');
  expect(detailValueLabel(t, 'employment', 'future')).toBe('future');
  expect(detailValueLabel(t, 'reason', 'list')).toBe('list');
  const en = i18n.getFixedT('en');
  expect(actionLabel(en, 'client.employment_withdrawn')).toBe('Work confirmation withdrawn');
});

it('labels the claims’ actions (docs/decisions/059)', () => {
  expect(actionLabel(t, 'claim.unit_swapped')).toBe('Устройство заменено по заявке');
  expect(actionGroupLabel(t, 'claim.')).toBe('Заявки — все');
});
