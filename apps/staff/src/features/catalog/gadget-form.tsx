import {
  GADGET_DRAWINGS,
  type TStaffCatalogCategory,
  type TStaffCatalogExtra,
  type TStaffCatalogGadget,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, saveFailure, useFieldMessage } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { SelectField } from '../../components/select-field';
import { TextareaField } from '../../components/textarea-field';
import { catalogWrite } from './catalog-queries';
import {
  GADGET_FIELDS,
  type GadgetForm,
  gadgetBody,
  gadgetForm,
  gadgetResolver,
  newGadget,
  slugOf,
} from './catalog-values';

export interface GadgetFormProps {
  gadget: TStaffCatalogGadget | null;
  categories: TStaffCatalogCategory[];
  extras: TStaffCatalogExtra[];
  /** A new gadget's category, from the page's address; empty: chosen in the form. */
  category: string;
  onSaved: (saved: { id: number; name: string }) => Promise<void>;
  /** A 409: someone changed the gadget meanwhile. The page reloads under the message. */
  onStale: (text: string) => Promise<void>;
  onCancel?: () => void;
}

/** A gadget's category, names, slug, description, drawing, extras and whether clients see it. */
export function GadgetEditForm({
  gadget,
  categories,
  extras,
  category,
  onSaved,
  onStale,
  onCancel,
}: GadgetFormProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const id = useId();
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GadgetForm>({
    resolver: gadgetResolver,
    defaultValues: gadget ? gadgetForm(gadget) : newGadget(category),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await catalogWrite('gadgets/save/', {
        ...gadgetBody(values),
        id: gadget?.id ?? null,
        version: gadget?.version ?? 0,
      });
      await onSaved({ id: saved.id, name: values.nameRu });
    } catch (error) {
      setFailure(await saveFailure(error, form.setError, GADGET_FIELDS, onStale));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{gadget ? t('catalog.gadgetFields') : t('catalog.newGadgetTitle')}</h2>
      <div className="grid">
        <SelectField
          label={t('catalog.category')}
          error={errors.categoryID}
          defaultValue={form.formState.defaultValues?.categoryID}
          {...form.register('categoryID')}
        >
          <option value="">{t('catalog.choose')}</option>
          {categories.map((row) => (
            <option key={row.id} value={row.id}>
              {en ? row.nameEn : row.nameRu}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('catalog.drawing')}
          error={errors.image}
          defaultValue={form.formState.defaultValues?.image}
          {...form.register('image')}
        >
          {GADGET_DRAWINGS.map((drawing) => (
            <option key={drawing} value={drawing}>
              {t(`catalog.drawings.${drawing}`)}
            </option>
          ))}
        </SelectField>
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
      <div className="grid">
        <TextareaField
          label={t('catalog.descriptionRu')}
          rows={4}
          error={errors.descriptionRu}
          {...form.register('descriptionRu')}
        />
        <TextareaField
          label={t('catalog.descriptionEn')}
          lang="en"
          rows={4}
          error={errors.descriptionEn}
          {...form.register('descriptionEn')}
        />
      </div>
      <fieldset className="field offices" aria-describedby={`${id}-extras-hint`}>
        <legend>{t('catalog.extras')}</legend>
        <p id={`${id}-extras-hint`} className="hint">
          {t('catalog.extrasHint')}
        </p>
        <div className="checks">
          {extras.map((extra) => {
            const name = en ? extra.nameEn : extra.nameRu;
            return (
              <label key={extra.id} className="check">
                <input type="checkbox" value={String(extra.id)} {...form.register('extras')} />
                {extra.active ? name : t('catalog.extraOff', { name })}
              </label>
            );
          })}
        </div>
        {errors.extras?.message && <p className="field-error">{message(errors.extras.message)}</p>}
      </fieldset>
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('catalog.visibleLabel')}
      </label>
      <FormFailure text={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('catalog.saving') : t('catalog.saveGadget')}
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('catalog.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
