import { formatMoney, type Locale } from '@ijara/contract';
import type { TStaffAuditEntry } from '@ijara/contract/staff';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { detailLabel, detailValueLabel } from './audit-labels';

/** Detail fields the api records in tyiyn (points too: one point is one tyiyn). */
const MONEY_FIELDS = new Set([
  'amount',
  'left',
  'refundedAmount',
  'firstPayment',
  'monthly',
  'expected',
  'reported',
  'points',
  'bonus',
  'cashback',
  'purchaseCost',
]);

function show(t: TFunction, key: string, value: unknown, locale: Locale): string {
  if (MONEY_FIELDS.has(key) && Number.isSafeInteger(value)) return formatMoney(value as number, locale);
  return typeof value === 'string' ? detailValueLabel(t, key, value) : JSON.stringify(value);
}

const asRecord = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/** `before` → `after` of each changed field, then the rest of what was recorded. */
export function AuditDetails({ details }: { details: TStaffAuditEntry['details'] }) {
  const { t, i18n } = useTranslation();
  if (!details) return <span className="muted">—</span>;
  const locale = i18n.language as Locale;
  const { before, after, ...rest } = details;
  const was = asRecord(before);
  const now = asRecord(after);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const shown = (record: Record<string, unknown>, key: string) =>
    key in record ? show(t, key, record[key], locale) : '—';
  return (
    <ul className="details">
      {changed.map((key) => (
        <li key={`change:${key}`}>
          {detailLabel(t, key)}: {shown(was, key)} → {shown(now, key)}
        </li>
      ))}
      {Object.entries(rest).map(([key, value]) => (
        <li key={key}>
          {detailLabel(t, key)}: {show(t, key, value, locale)}
        </li>
      ))}
    </ul>
  );
}
