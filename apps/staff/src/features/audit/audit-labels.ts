import type { TFunction } from 'i18next';
import { textOr } from '../../lib/text-or';

/** "refund.requested" → "Возврат запрошен"; nested keys follow the dots of the code. */
export function actionLabel(t: TFunction, action: string): string {
  return textOr(t, `audit.kinds.${action}`, action);
}

/** A filter on every action of a group: "refund." → "Возвраты денег — все". */
export function actionGroupLabel(t: TFunction, prefix: string): string {
  const group = textOr(t, `audit.kindGroups.${prefix.replace(/\.$/, '')}`, '');
  return group ? t('audit.allOfGroup', { group }) : t('audit.allOf', { prefix });
}

export function detailLabel(t: TFunction, key: string): string {
  return textOr(t, `audit.fields.${key}`, key);
}
