import { formatDate, type Locale, todayInBishkek } from '@ijara/contract';
import type { UnitState } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

/**
 * The unit's state in words; the ones that need a look (repair, retired) stand out. A unit still on
 * its way (expected stock, docs/decisions/051) says from when: "ожидается с 5 декабря 2026 г.".
 */
export function UnitStateText({
  state,
  availableFrom = null,
}: {
  state: UnitState;
  availableFrom?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const text = t(`stock.states.${state}`);
  if (state === 'repair' || state === 'retired') return <strong>{text}</strong>;
  if (availableFrom === null || availableFrom <= todayInBishkek()) return text;
  const expected = t('stock.expected', { date: formatDate(availableFrom, i18n.language as Locale) });
  return state === 'available' ? expected : `${text} · ${expected}`;
}
