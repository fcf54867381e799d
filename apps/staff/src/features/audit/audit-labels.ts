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

/** Detail fields whose values are codes with words in audit.values; any other value shows as recorded. */
const CODED_FIELDS = new Set(['employment']);

/** employment "pending" → "ждёт подтверждения"; a reason, a name or an unknown code stays as it is. */
export function detailValueLabel(t: TFunction, key: string, value: string): string {
  if (!CODED_FIELDS.has(key) || !/^[a-z_]+$/.test(value)) return value;
  return textOr(t, `audit.values.${key}.${value}`, value);
}
