import type { TStaffCatalogModel } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { catalogWrite } from './catalog-queries';
import {
  MODEL_FIELDS,
  type ModelForm,
  modelBody,
  modelForm,
  modelResolver,
  NEW_MODEL,
  slugOf,
} from './catalog-values';

export interface ModelFormProps {
  gadgetID: number;
  model: TStaffCatalogModel | null;
  onSaved: (name: string) => Promise<void>;
  /** A 409: someone changed the model (or its prices) meanwhile. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
  onCancel: () => void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A model: names, slug, specs, its one colour, retail value and insurance in som, shown or hidden. */
export function ModelEditForm({ gadgetID, model, onSaved, onStale, onCancel }: ModelFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ModelForm>({
    resolver: modelResolver,
    defaultValues: model ? modelForm(model) : NEW_MODEL,
  });
  const { errors, isSubmitting } = form.formState;
  const color = form.watch('color').trim();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await catalogWrite('models/save/', {
        ...modelBody(values),
        gadgetID,
        id: model?.id ?? null,
        version: model?.version ?? 0,
      });
      await onSaved(values.nameRu);
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, MODEL_FIELDS, onStale));
    }
  });

  return (
    <form className="card notice" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {model ? t('catalog.editModelTitle', { name: model.nameRu }) : t('catalog.newModelTitle')}
      </h3>
      <div className="grid">
        <Field label={t('catalog.nameRu')} error={errors.nameRu} {...form.register('nameRu')} />
        <Field
          label={t('catalog.nameEn')}
          lang="en"
          error={errors.nameEn}
          {...form.register('nameEn', {
            onBlur: (event) => {
              if (!form.getValues('slug')) form.setValue('slug', slugOf(event.target.value));
            },
          })}
        />
        <Field
          label={t('catalog.specsRu')}
          hint={t('catalog.specsHint')}
          error={errors.specsRu}
          {...form.register('specsRu')}
        />
        <Field label={t('catalog.specsEn')} lang="en" error={errors.specsEn} {...form.register('specsEn')} />
      </div>
      <div className="row-fields">
        <Field
          label={t('catalog.slug')}
          autoComplete="off"
          spellCheck={false}
          error={errors.slug}
          {...form.register('slug')}
        />
        <div className="color-field">
          <Field
            label={t('catalog.color')}
            hint={t('catalog.colorHint')}
            autoComplete="off"
            spellCheck={false}
            placeholder="#1f2937"
            error={errors.color}
            {...form.register('color')}
          />
          <input
            type="color"
            aria-label={t('catalog.colorPick')}
            value={HEX.test(color) ? color.toLowerCase() : '#808080'}
            onChange={(event) => form.setValue('color', event.target.value, { shouldDirty: true })}
          />
        </div>
      </div>
      <div className="row-fields">
        <Field
          label={t('catalog.value')}
          inputMode="decimal"
          hint={t('catalog.valueHint')}
          error={errors.value}
          {...form.register('value')}
        />
        <Field
          label={t('catalog.insurance')}
          inputMode="decimal"
          hint={t('catalog.insuranceHint')}
          error={errors.insuranceMonthly}
          {...form.register('insuranceMonthly')}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('catalog.visibleLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('catalog.saving') : t('catalog.saveModel')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('catalog.cancel')}
        </button>
      </div>
    </form>
  );
}
