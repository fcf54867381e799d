import type { TStaffCatalogCategory } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, saveFailure } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { catalogWrite } from './catalog-queries';
import {
  CATEGORY_FIELDS,
  type CategoryForm,
  categoryForm,
  categoryResolver,
  NEW_CATEGORY,
  slugOf,
} from './catalog-values';

export interface CategoryFormProps {
  category: TStaffCatalogCategory | null;
  onSaved: (name: string) => Promise<void>;
  /** A 409: someone changed the category meanwhile. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** A category's names, slug and whether clients see it (hidden: its gadgets go from the catalogue too). */
export function CategoryEditForm({ category, onSaved, onStale, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CategoryForm>({
    resolver: categoryResolver,
    defaultValues: category ? categoryForm(category) : NEW_CATEGORY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await catalogWrite('categories/save/', {
        ...values,
        id: category?.id ?? null,
        version: category?.version ?? 0,
      });
      await onSaved(values.nameRu);
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, CATEGORY_FIELDS, onStale));
    }
  });

  return (
    <form className="card notice" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {category ? t('catalog.editCategoryTitle', { name: category.nameRu }) : t('catalog.newCategoryTitle')}
      </h2>
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
      </div>
      <Field
        label={t('catalog.slug')}
        hint={t('catalog.slugHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors.slug}
        {...form.register('slug')}
      />
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('catalog.visibleLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('catalog.saving') : t('catalog.save')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('catalog.cancel')}
        </button>
      </div>
    </form>
  );
}
