import type { TStaffOffice, TStaffOfficesResponse } from '@ijara/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../components/field';
import { staffApi } from '../../lib/staff-api';

export function useOffices() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['staff', 'offices', i18n.language],
    queryFn: async () => (await staffApi<TStaffOfficesResponse>('offices/')).offices,
    staleTime: 5 * 60_000,
  });
}

/** "Ала-Тоо, Чуй" for the list; "all" for managers and admins, who see every office. */
export function officeNames(ids: number[], offices: TStaffOffice[] | undefined, all: string): string {
  if (ids.length === 0) return all;
  return ids.map((id) => offices?.find((office) => office.id === id)?.name ?? `#${id}`).join(', ');
}

interface PickerProps {
  value: number[];
  onChange: (next: number[]) => void;
  error?: string | undefined;
}

/** The offices an operator works at, as checkboxes by city. */
export function OfficesPicker({ value, onChange, error }: PickerProps) {
  const { t } = useTranslation();
  const offices = useOffices();
  const id = useId();
  const message = useFieldMessage()(error);
  return (
    <fieldset className="field offices" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend>{t('people.offices')}</legend>
      <p id={`${id}-hint`} className="hint">
        {t('people.officesHint')}
      </p>
      {offices.data?.map((office) => (
        <label key={office.id} className="check">
          <input
            type="checkbox"
            checked={value.includes(office.id)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, office.id] : value.filter((other) => other !== office.id),
              )
            }
          />
          {office.name} <span className="muted small">· {office.city}</span>
        </label>
      ))}
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
