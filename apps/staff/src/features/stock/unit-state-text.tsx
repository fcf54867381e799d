import type { UnitState } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

/** The unit's state in words; the ones that need a look (repair, retired) stand out. */
export function UnitStateText({ state }: { state: UnitState }) {
  const { t } = useTranslation();
  const text = t(`stock.states.${state}`);
  return state === 'repair' || state === 'retired' ? <strong>{text}</strong> : text;
}
