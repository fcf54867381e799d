import {
  STAFF_ROLES,
  type StaffRole,
  type TStaffLinkResponse,
  type TStaffMember,
} from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../lib/staff-api';
import { OfficesPicker, officeNames, useOffices } from './offices';
import type { IssuedLink } from './people-queries';

interface Props {
  member: TStaffMember;
  onChanged: () => Promise<void>;
  onLink: (issued: IssuedLink) => void;
  onError: (message: string) => void;
}

/**
 * One person: edits go with the version the page showed, so an edit made meanwhile by someone else is
 * refused (409) and the list reloads instead of overwriting it.
 */
export function PersonRow({ member, onChanged, onLink, onError }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(member.name);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [offices, setOffices] = useState(member.offices);
  const known = useOffices().data;
  const [busy, setBusy] = useState(false);

  const save = async (
    change: Partial<{ name: string; role: StaffRole; offices: number[]; active: boolean }>,
  ) => {
    setBusy(true);
    try {
      await staffApi('staff/update/', {
        id: member.id,
        version: member.version,
        name: member.name,
        role: member.role,
        offices: member.offices,
        active: member.active,
        ...change,
      });
      setEditing(false);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
      await onChanged();
    }
  };
  const newLink = async () => {
    setBusy(true);
    try {
      const { statusCode: _, ...issued } = await staffApi<TStaffLinkResponse>('staff/link/', {
        id: member.id,
      });
      onLink(issued);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <tr>
        <td>
          <input aria-label={t('people.name')} value={name} onChange={(e) => setName(e.target.value)} />
        </td>
        <td>{member.email}</td>
        <td>
          <select
            aria-label={t('people.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </td>
        <td>
          <OfficesPicker value={offices} onChange={setOffices} />
        </td>
        <td colSpan={2} className="actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => save({ name, role, offices })}
          >
            {t('people.save')}
          </button>
          <button type="button" className="button secondary" onClick={() => setEditing(false)}>
            {t('people.cancel')}
          </button>
        </td>
      </tr>
    );
  }
  return (
    <tr className={member.active ? undefined : 'inactive'}>
      <td data-label={t('people.name')}>{member.name}</td>
      <td data-label={t('people.email')}>{member.email}</td>
      <td data-label={t('people.role')}>{t(`roles.${member.role}`)}</td>
      <td data-label={t('people.offices')}>{officeNames(member.offices, known, t('people.officesAll'))}</td>
      <td data-label={t('people.status')}>
        {member.active ? t('people.active') : t('people.inactive')}
        {member.active && !member.enrolled && (
          <span className="muted small"> · {t('people.notEnrolled')}</span>
        )}
      </td>
      <td className="actions">
        <button
          type="button"
          className="link-button"
          onClick={() => setEditing(true)}
          aria-label={`${t('people.edit')}: ${member.name}`}
        >
          {t('people.edit')}
        </button>
        {member.active && (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={newLink}
            aria-label={`${t('people.newLink')}: ${member.name}`}
          >
            {t('people.newLink')}
          </button>
        )}
        <button
          type="button"
          className="link-button danger"
          disabled={busy}
          onClick={() => save({ active: !member.active })}
          aria-label={`${member.active ? t('people.deactivate') : t('people.activate')}: ${member.name}`}
        >
          {member.active ? t('people.deactivate') : t('people.activate')}
        </button>
      </td>
    </tr>
  );
}
