import type { TStaffCity, TStaffOfficeRecord, TStaffOfficeSavedResponse } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { SelectField } from '../../components/select-field';
import { staffApi } from '../../lib/staff-api';
import {
  NEW_OFFICE,
  OFFICE_FIELDS,
  type OfficeForm,
  officeBody,
  officeForm,
  officeResolver,
} from './office-values';

export interface OfficeFormProps {
  office: TStaffOfficeRecord | null;
  cities: TStaffCity[];
  onSaved: (saved: TStaffOfficeRecord) => Promise<void>;
  /** A 409: someone changed the office meanwhile, or it still has orders. The page reloads under it. */
  onStale: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** An office in both languages, as clients see it in the catalogue and at checkout. */
export function OfficeEditForm({ office, cities, onSaved, onStale, onCancel }: OfficeFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfficeForm>({
    resolver: officeResolver,
    defaultValues: office ? officeForm(office) : NEW_OFFICE,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffApi<TStaffOfficeSavedResponse>('offices/save/', {
        ...officeBody(values),
        id: office?.id ?? null,
        version: office?.version ?? 0,
      });
      await onSaved(answer.office);
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, OFFICE_FIELDS, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {office ? t('offices.editTitle', { name: office.nameRu }) : t('offices.newTitle')}
      </h2>
      <SelectField label={t('offices.city')} error={errors.cityID} {...form.register('cityID')}>
        <option value="">{t('offices.choose')}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {i18n.language === 'en' ? city.nameEn : city.nameRu}
          </option>
        ))}
      </SelectField>
      <div className="grid">
        <Field label={t('offices.nameRu')} error={errors.nameRu} {...form.register('nameRu')} />
        <Field label={t('offices.nameEn')} lang="en" error={errors.nameEn} {...form.register('nameEn')} />
        <Field label={t('offices.addressRu')} error={errors.addressRu} {...form.register('addressRu')} />
        <Field
          label={t('offices.addressEn')}
          lang="en"
          error={errors.addressEn}
          {...form.register('addressEn')}
        />
        <Field
          label={t('offices.hoursRu')}
          hint={t('offices.hoursHint')}
          error={errors.hoursRu}
          {...form.register('hoursRu')}
        />
        <Field label={t('offices.hoursEn')} lang="en" error={errors.hoursEn} {...form.register('hoursEn')} />
      </div>
      <Field
        label={t('offices.mapUrl')}
        type="url"
        inputMode="url"
        autoComplete="off"
        hint={t('offices.mapUrlHint')}
        error={errors.mapUrl}
        {...form.register('mapUrl')}
      />
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('offices.activeLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('offices.saving') : t('offices.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('offices.cancel')}
        </button>
      </div>
    </form>
  );
}
