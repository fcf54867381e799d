import {
  COMPANY_NAME_MAX,
  type TStaffCompanyRecord,
  type TStaffCompanySaveRequest,
  type ZStaffCompanySavedResponse,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { staffApi } from '../../lib/staff-api';
import {
  COMPANY_FIELDS,
  type CompanyForm,
  companyBody,
  companyForm,
  companyResolver,
  NEW_COMPANY,
} from './company-values';

export type TCompanySaved = z.infer<typeof ZStaffCompanySavedResponse>;

export interface CompanyFormProps {
  company: TStaffCompanyRecord | null;
  onSaved: (saved: TStaffCompanyRecord) => Promise<void>;
  /** A 409: someone changed the company meanwhile. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** An employer in both languages, as clients pick it at sign-in, with its discount. */
export function CompanyEditForm({ company, onSaved, onStale, onCancel }: CompanyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyForm>({
    resolver: companyResolver,
    defaultValues: company ? companyForm(company) : NEW_COMPANY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body: TStaffCompanySaveRequest = {
        ...companyBody(values),
        id: company?.id ?? null,
        version: company?.version ?? 0,
      };
      const answer = await staffApi<TCompanySaved>('companies/save/', body);
      await onSaved(answer.company);
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, COMPANY_FIELDS, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {company ? t('companies.editTitle', { name: company.nameRu }) : t('companies.newTitle')}
      </h2>
      <div className="grid">
        <Field
          label={t('companies.nameRu')}
          maxLength={COMPANY_NAME_MAX}
          error={errors.nameRu}
          {...form.register('nameRu')}
        />
        <Field
          label={t('companies.nameEn')}
          lang="en"
          maxLength={COMPANY_NAME_MAX}
          error={errors.nameEn}
          {...form.register('nameEn')}
        />
        <Field
          label={t('companies.discount')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.discountPercent}
          {...form.register('discountPercent')}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('companies.activeLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('companies.saving') : t('companies.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('companies.cancel')}
        </button>
      </div>
    </form>
  );
}
