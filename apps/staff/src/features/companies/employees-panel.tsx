import type {
  TStaffCompanyEmployeesRequest,
  TStaffCompanyEmployeesSavedResponse,
  TStaffCompanyRecord,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { TextareaField } from '../../components/textarea-field';
import { staffApi } from '../../lib/staff-api';
import { useCompanyEmployees, useRefreshCompanies } from './company-queries';

export interface EmployeesPanelProps {
  /** The company as the list shows it now: its version goes with the save. */
  company: TStaffCompanyRecord;
  /** A 409: someone saved the company or its list meanwhile. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A company's list of employees' phones: the whole list pasted and saved at once. Clients with a
 * listed phone are confirmed at once; those confirmed by the list whose phone left it wait again.
 */
export function EmployeesPanel({ company, onStale, onClose }: EmployeesPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useCompanyEmployees(company.id);
  const refresh = useRefreshCompanies();
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('companies.employeesTitle', { name: company.nameRu })}</h2>
      <p className="muted small">{t('companies.employeesIntro', { phones: company.employees })}</p>
      {done && (
        <p role="status" className="success-banner">
          {done}
        </p>
      )}
      {list.isPending && <p className="muted">{t('loading')}</p>}
      {list.error && <p className="error-banner">{list.error.message}</p>}
      {list.data !== undefined && (
        <EmployeesForm
          // The list as saved, once more after each save (in the form the api keeps: +996…).
          key={list.dataUpdatedAt}
          company={company}
          text={list.data}
          onSending={() => setDone(null)}
          onSaved={async (answer) => {
            setDone(t('companies.listSaved', { confirmed: answer.confirmed, withdrawn: answer.withdrawn }));
            await refresh();
          }}
          onStale={onStale}
          onClose={onClose}
        />
      )}
    </section>
  );
}

interface EmployeesFormProps {
  company: TStaffCompanyRecord;
  text: string;
  onSending: () => void;
  onSaved: (answer: TStaffCompanyEmployeesSavedResponse) => Promise<void>;
  onStale: (text: string) => Promise<void>;
  onClose: () => void;
}

function EmployeesForm({ company, text, onSending, onSaved, onStale, onClose }: EmployeesFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ text: string }>({ defaultValues: { text } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    onSending();
    try {
      const body: TStaffCompanyEmployeesRequest = {
        id: company.id,
        version: company.version,
        text: values.text,
      };
      await onSaved(await staffApi<TStaffCompanyEmployeesSavedResponse>('companies/employees/', body));
    } catch (error) {
      // Lines that are not phones: named under the list, nothing saved.
      setFailure(await saveFailure(error, form.setError, ['text'], onStale));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextareaField
        label={t('companies.phones')}
        hint={t('companies.phonesHint')}
        rows={10}
        className="mono"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        error={errors.text}
        {...form.register('text')}
      />
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('companies.saving') : t('companies.saveList')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('companies.close')}
        </button>
      </div>
    </form>
  );
}
