import { type TStaffCity, type TStaffCitySavedResponse, ZStaffCityFields } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { contractResolver } from '../../lib/contract-resolver';
import { staffApi } from '../../lib/staff-api';

type CityForm = z.input<typeof ZStaffCityFields>;
const CITY_FIELDS = ['slug', 'nameRu', 'nameEn', 'served'] as const;
const NEW_CITY: CityForm = { slug: '', nameRu: '', nameEn: '', served: false };

export const cityFields = ({ slug, nameRu, nameEn, served }: TStaffCity): CityForm => ({
  slug,
  nameRu,
  nameEn,
  served,
});

const cityResolver = contractResolver<CityForm>(ZStaffCityFields, (form) => form, 'slug');

interface Props {
  city: TStaffCity | null;
  onSaved: (saved: TStaffCity) => Promise<void>;
  /** A 409: changed meanwhile, or orders still wait there. The page reloads under it. */
  onStale: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** A city in both languages, its address in the catalogue, and whether clients there can order. */
export function CityEditForm({ city, onSaved, onStale, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CityForm>({
    resolver: cityResolver,
    defaultValues: city ? cityFields(city) : NEW_CITY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffApi<TStaffCitySavedResponse>('offices/city/', {
        ...values,
        id: city?.id ?? null,
        was: city ? cityFields(city) : null,
      });
      await onSaved(answer.city);
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, CITY_FIELDS, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{city ? t('cities.editTitle', { name: city.nameRu }) : t('cities.newTitle')}</h2>
      <div className="grid">
        <Field label={t('cities.nameRu')} error={errors.nameRu} {...form.register('nameRu')} />
        <Field label={t('cities.nameEn')} lang="en" error={errors.nameEn} {...form.register('nameEn')} />
      </div>
      <Field
        label={t('cities.slug')}
        hint={t('cities.slugHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors.slug}
        {...form.register('slug')}
      />
      <label className="check">
        <input type="checkbox" {...form.register('served')} />
        {t('cities.servedLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('cities.saving') : t('cities.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('cities.cancel')}
        </button>
      </div>
    </form>
  );
}
