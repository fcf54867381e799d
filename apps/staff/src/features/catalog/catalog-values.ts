import {
  type TStaffCatalogCategory,
  type TStaffCatalogGadget,
  type TStaffCatalogModel,
  ZStaffCategoryFields,
  ZStaffGadgetFields,
  ZStaffModelFields,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { contractResolver } from '../../lib/contract-resolver';
import { SOM_PATTERN, toMinor, toSomField } from '../../lib/som';

/** "Sony ZV-E10 II" → "sony-zv-e10-ii": a slug suggested from the English name. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

// --- categories ---

export type CategoryForm = z.input<typeof ZStaffCategoryFields>;
export const CATEGORY_FIELDS = ['slug', 'nameRu', 'nameEn', 'active'] as const;
export const NEW_CATEGORY: CategoryForm = { slug: '', nameRu: '', nameEn: '', active: true };
export const categoryForm = ({ slug, nameRu, nameEn, active }: TStaffCatalogCategory): CategoryForm => ({
  slug,
  nameRu,
  nameEn,
  active,
});
export const categoryResolver = contractResolver<CategoryForm>(ZStaffCategoryFields, (form) => form, 'slug');

// --- gadgets ---

/** The form as typed: the category as its id's text, the extras as the ticked ids' texts. */
export interface GadgetForm {
  categoryID: string;
  slug: string;
  nameRu: string;
  nameEn: string;
  descriptionRu: string;
  descriptionEn: string;
  image: string;
  extras: string[];
  active: boolean;
}
export const GADGET_FIELDS = [
  'categoryID',
  'slug',
  'nameRu',
  'nameEn',
  'descriptionRu',
  'descriptionEn',
  'image',
  'extras',
  'active',
] as const;

export const newGadget = (categoryID: string): GadgetForm => ({
  categoryID,
  slug: '',
  nameRu: '',
  nameEn: '',
  descriptionRu: '',
  descriptionEn: '',
  image: 'phone',
  extras: [],
  active: true,
});

export function gadgetForm(gadget: TStaffCatalogGadget): GadgetForm {
  return {
    categoryID: String(gadget.categoryID),
    slug: gadget.slug,
    nameRu: gadget.nameRu,
    nameEn: gadget.nameEn,
    descriptionRu: gadget.descriptionRu,
    descriptionEn: gadget.descriptionEn,
    image: gadget.image,
    extras: gadget.extras.map(String),
    active: gadget.active,
  };
}

export function gadgetBody(form: GadgetForm): z.input<typeof ZStaffGadgetFields> {
  return {
    ...form,
    categoryID: form.categoryID === '' ? 0 : Number(form.categoryID),
    image: form.image as z.input<typeof ZStaffGadgetFields>['image'],
    extras: (form.extras ?? []).map(Number),
  };
}
export const gadgetResolver = contractResolver<GadgetForm>(ZStaffGadgetFields, gadgetBody, 'slug');

// --- models ---

/** The form as typed: amounts in som, the colour as its text (empty: none). */
export interface ModelForm {
  slug: string;
  nameRu: string;
  nameEn: string;
  specsRu: string;
  specsEn: string;
  color: string;
  value: string;
  insuranceMonthly: string;
  active: boolean;
}
export const MODEL_FIELDS = [
  'slug',
  'nameRu',
  'nameEn',
  'specsRu',
  'specsEn',
  'color',
  'value',
  'insuranceMonthly',
  'active',
] as const;

export const NEW_MODEL: ModelForm = {
  slug: '',
  nameRu: '',
  nameEn: '',
  specsRu: '',
  specsEn: '',
  color: '',
  value: '',
  insuranceMonthly: '0',
  active: true,
};

export function modelForm(model: TStaffCatalogModel): ModelForm {
  return {
    slug: model.slug,
    nameRu: model.nameRu,
    nameEn: model.nameEn,
    specsRu: model.specsRu,
    specsEn: model.specsEn,
    color: model.color ?? '',
    value: toSomField(model.value),
    insuranceMonthly: toSomField(model.insuranceMonthly),
    active: model.active,
  };
}

/** Typed som → tyiyn; what is not an amount stays NaN, which the contract refuses under its field. */
const minorOf = (som: string) => (SOM_PATTERN.test(som.trim()) ? toMinor(som.trim()) : Number.NaN);

export function modelBody(form: ModelForm): z.input<typeof ZStaffModelFields> {
  return {
    ...form,
    color: form.color.trim() === '' ? null : form.color.trim(),
    value: minorOf(form.value),
    insuranceMonthly: minorOf(form.insuranceMonthly),
  };
}
export const modelResolver = contractResolver<ModelForm>(ZStaffModelFields, modelBody, 'slug');

// --- one-press writes: shown ⇄ hidden from a record as the list has it ---

export const switchedCategory = (category: TStaffCatalogCategory) => ({
  ...categoryForm(category),
  active: !category.active,
  id: category.id,
  version: category.version,
});

export const switchedGadget = (gadget: TStaffCatalogGadget) => ({
  ...gadgetBody(gadgetForm(gadget)),
  active: !gadget.active,
  id: gadget.id,
  version: gadget.version,
});

export const switchedModel = (model: TStaffCatalogModel) => ({
  ...modelBody(modelForm(model)),
  gadgetID: model.gadgetID,
  active: !model.active,
  id: model.id,
  version: model.version,
});
