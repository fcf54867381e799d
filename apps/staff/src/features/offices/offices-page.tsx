import type { TStaffOfficeRecord, TStaffOfficeSavedResponse } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffApiError, staffApi } from '../../lib/staff-api';
import { OfficeEditForm } from './office-form';
import { useOfficeList, useRefreshOffices } from './office-queries';
import { officeBody, officeForm } from './office-values';
import { OfficesTable } from './offices-table';

type Editing = null | 'new' | TStaffOfficeRecord;

/**
 * Managers: the pickup offices clients choose at checkout, in both languages, with what still waits at
 * each; create, edit, switch off (not while orders wait there). Changes show in the catalogue at once.
 */
export function OfficesPage() {
  const { t } = useTranslation();
  const list = useOfficeList();
  const refresh = useRefreshOffices();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const open = (next: Editing) => {
    setDone(null);
    setStale(null);
    setEditing(next);
  };
  const onStale = async (text: string) => {
    setEditing(null);
    setDone(null);
    setStale(text);
    await refresh();
  };
  const onSwitch = async (office: TStaffOfficeRecord) => {
    setSwitching(office.id);
    setDone(null);
    setStale(null);
    try {
      const answer = await staffApi<TStaffOfficeSavedResponse>('offices/save/', {
        ...officeBody({ ...officeForm(office), active: !office.active }),
        id: office.id,
        version: office.version,
      });
      setDone(
        t(answer.office.active ? 'offices.switchedOn' : 'offices.switchedOff', { name: office.nameRu }),
      );
      await refresh();
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) await onStale(error.message);
      else setStale(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <div className="actions">
        <h1>{t('offices.title')}</h1>
        {editing === null && (
          <button type="button" className="button secondary" onClick={() => open('new')}>
            {t('offices.add')}
          </button>
        )}
      </div>
      <p className="muted">{t('offices.intro')}</p>
      {done && (
        <p role="status" className="success-banner">
          {done}
        </p>
      )}
      {stale && (
        <p role="alert" className="error-banner">
          {stale} {t('offices.reloaded')}
        </p>
      )}
      {editing !== null && list.data && (
        <OfficeEditForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          office={editing === 'new' ? null : editing}
          cities={list.data.cities}
          onCancel={() => setEditing(null)}
          onStale={onStale}
          onSaved={async (saved) => {
            setEditing(null);
            setDone(t('offices.saved', { name: saved.nameRu }));
            await refresh();
          }}
        />
      )}
      <section className="card" aria-live="polite">
        {list.isPending && <p className="muted">{t('loading')}</p>}
        {list.error && <p className="error-banner">{list.error.message}</p>}
        {list.data && list.data.offices.length === 0 && <p className="muted">{t('offices.empty')}</p>}
        {list.data && list.data.offices.length > 0 && (
          <OfficesTable
            offices={list.data.offices}
            cities={list.data.cities}
            onEdit={open}
            onSwitch={onSwitch}
            switching={switching}
          />
        )}
      </section>
    </>
  );
}
