import { staffMay } from '@ijara/contract/staff';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/session';
import { usePeople } from '../people/people-queries';
import { actionGroupLabel, actionLabel } from './audit-labels';
import type { AuditFilters } from './audit-queries';
import { useAuditKinds } from './audit-queries';

/** The person as a list for those who may read the staff list (admins), else as a staff number. */
function PersonFilter({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const mayList = me !== undefined && staffMay(me.role, 'staff.manage');
  const people = usePeople(mayList);
  if (mayList) {
    return (
      <div className="field">
        <label htmlFor="audit-staff">{t('audit.person')}</label>
        <select id="audit-staff" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('audit.anyone')}</option>
          {people.data?.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} · {t(`roles.${person.role}`)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return <NumberFilter id="audit-staff" label={t('audit.staffId')} value={value} onChange={onChange} />;
}

/** A number typed in full before it filters, so every keystroke does not ask the api. */
function NumberFilter(props: { id: string; label: string; value: string; onChange: (next: string) => void }) {
  const [typed, setTyped] = useState(props.value);
  useEffect(() => setTyped(props.value), [props.value]);
  const commit = () => {
    if (typed.trim() !== props.value) props.onChange(typed.replace(/\D/g, ''));
  };
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

export function AuditFiltersForm({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const kinds = useAuditKinds();
  return (
    <div className="card grid">
      <PersonFilter value={filters.staff} onChange={(staff) => onChange({ ...filters, staff })} />
      <NumberFilter
        id="audit-client"
        label={t('audit.clientId')}
        value={filters.client}
        onChange={(client) => onChange({ ...filters, client })}
      />
      <div className="field">
        <label htmlFor="audit-action">{t('audit.kind')}</label>
        <select
          id="audit-action"
          value={filters.action}
          onChange={(event) => onChange({ ...filters, action: event.target.value })}
        >
          <option value="">{t('audit.anyKind')}</option>
          <optgroup label={t('audit.groups')}>
            {[...new Set(kinds.data?.map((action) => `${action.split('.')[0]}.`))].map((prefix) => (
              <option key={prefix} value={prefix}>
                {actionGroupLabel(t, prefix)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('audit.actions')}>
            {kinds.data?.map((action) => (
              <option key={action} value={action} title={action}>
                {actionLabel(t, action)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
    </div>
  );
}
