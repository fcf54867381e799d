import type { TStaffOfficeRecord, TStaffOfficeSavedResponse } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { EditorBanners, useRecordEditor } from '../../components/use-record-editor';
import { staffApi } from '../../lib/staff-api';
import { CitiesSection } from './cities-section';
import { OfficeEditForm } from './office-form';
import { useOfficeList, useRefreshOffices } from './office-queries';
import { officeBody, officeForm } from './office-values';
import { OfficesTable } from './offices-table';

/**
 * Managers: the pickup offices clients choose at checkout, in both languages, with what still waits at
 * each; create, edit, switch off (not while orders wait there). Changes show in the catalogue at once.
 */
export function OfficesPage() {
  const { t } = useTranslation();
  const list = useOfficeList();
  const refresh = useRefreshOffices();
  const { editing, open, close, done, stale, switching, onStale, onSaved, onSwitch } =
    useRecordEditor<TStaffOfficeRecord>({
      refresh,
      switchActive: async (office) => {
        const answer = await staffApi<TStaffOfficeSavedResponse>('offices/save/', {
          ...officeBody({ ...officeForm(office), active: !office.active }),
          id: office.id,
          version: office.version,
        });
        return t(answer.office.active ? 'offices.switchedOn' : 'offices.switchedOff', {
          name: office.nameRu,
        });
      },
    });

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
      <EditorBanners done={done} stale={stale} reloaded={t('offices.reloaded')} />
      {editing !== null && list.data && (
        <OfficeEditForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          office={editing === 'new' ? null : editing}
          cities={list.data.cities}
          onCancel={close}
          onStale={onStale}
          onSaved={(saved) => onSaved(t('offices.saved', { name: saved.nameRu }))}
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
      {list.data && <CitiesSection cities={list.data.cities} refresh={refresh} />}
    </>
  );
}
