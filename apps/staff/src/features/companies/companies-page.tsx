import type { TStaffCompanyRecord, TStaffCompanySaveRequest } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorBanners, useRecordEditor } from '../../components/use-record-editor';
import { staffApi } from '../../lib/staff-api';
import { CompaniesTable } from './companies-table';
import { CompanyEditForm, type TCompanySaved } from './company-form';
import { useCompanies, useRefreshCompanies } from './company-queries';
import { companyBody, companyForm } from './company-values';
import { EmployeesPanel } from './employees-panel';

/**
 * Managers: employers with a discount for their people (docs/decisions/049): create, edit, switch off,
 * and each one's list of employees' phones, which confirms the clients who chose it. Until confirmed
 * (by the list, or by a manager on the client's page) a client waits for the discount.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const refresh = useRefreshCompanies();
  /** The company whose list of employees is open (its row of the list, kept current by refreshes). */
  const [listing, setListing] = useState<number | null>(null);
  const { editing, open, close, done, stale, switching, onStale, onSaved, onSwitch } =
    useRecordEditor<TStaffCompanyRecord>({
      refresh,
      switchActive: async (company) => {
        const body: TStaffCompanySaveRequest = {
          ...companyBody({ ...companyForm(company), active: !company.active }),
          id: company.id,
          version: company.version,
        };
        const answer = await staffApi<TCompanySaved>('companies/save/', body);
        return t(answer.company.active ? 'companies.switchedOn' : 'companies.switchedOff', {
          name: company.nameRu,
        });
      },
    });
  const listed = companies.data?.find((company) => company.id === listing) ?? null;

  return (
    <>
      <div className="actions">
        <h1>{t('companies.title')}</h1>
        {editing === null && (
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setListing(null);
              open('new');
            }}
          >
            {t('companies.add')}
          </button>
        )}
      </div>
      <p className="muted">{t('companies.intro')}</p>
      <EditorBanners done={done} stale={stale} reloaded={t('companies.reloaded')} />
      {editing !== null && (
        <CompanyEditForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          company={editing === 'new' ? null : editing}
          onCancel={close}
          onStale={onStale}
          onSaved={(saved) => onSaved(t('companies.saved', { name: saved.nameRu }))}
        />
      )}
      {listed && (
        <EmployeesPanel
          key={listed.id}
          company={listed}
          onClose={() => setListing(null)}
          onStale={async (text) => {
            setListing(null);
            await onStale(text);
          }}
        />
      )}
      <section className="card" aria-live="polite">
        {companies.isPending && <p className="muted">{t('loading')}</p>}
        {companies.error && <p className="error-banner">{companies.error.message}</p>}
        {companies.data && companies.data.length === 0 && <p className="muted">{t('companies.empty')}</p>}
        {companies.data && companies.data.length > 0 && (
          <CompaniesTable
            companies={companies.data}
            onEdit={(company) => {
              setListing(null);
              open(company);
            }}
            onEmployees={(company) => {
              close();
              setListing(company.id);
            }}
            onSwitch={onSwitch}
            switching={switching}
          />
        )}
      </section>
    </>
  );
}
