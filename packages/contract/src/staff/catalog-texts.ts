/**
 * Messages of the catalogue editor (docs/decisions/050), spread into the staff texts (texts.ts) and
 * kept apart so that the desk's wording is read in one place.
 */
export const CATALOG_TEXTS_RU = {
  staffSlugFormat:
    'Адрес (slug) — латинские строчные буквы и цифры, слова через дефис, не длиннее 60 символов, например iphone-16.',
  staffCategorySlugTaken: 'Этот адрес уже занят другой категорией. Придумайте другой.',
  staffGadgetSlugTaken: 'Этот адрес уже занят другим гаджетом. Придумайте другой.',
  staffModelSlugTaken: 'У этого гаджета уже есть модель с таким адресом. Придумайте другой.',
  staffCatalogNameTooLong: 'Название — не длиннее 120 символов.',
  staffCatalogSpecsTooLong: 'Характеристики — не длиннее 200 символов.',
  staffCatalogDescriptionTooLong: 'Описание — не длиннее 2000 символов.',
  staffCatalogCategory: 'Выберите категорию.',
  staffCatalogGadget: 'Такого гаджета нет: его удалили. Обновите страницу.',
  staffCatalogDrawing: 'Выберите рисунок устройства.',
  staffCatalogExtras: 'Список аксессуаров устарел: обновите страницу.',
  staffColorFormat: 'Цвет — в виде #rrggbb, например #1f2937, или пусто.',
  staffModelValue: 'Розничная стоимость — в целых сомах, больше нуля.',
  staffModelInsurance: 'Страховка — в целых сомах, 0 или больше.',
  staffCatalogUnknown: 'Этой записи в каталоге уже нет. Обновите страницу.',
  staffCatalogInUse:
    'Удалить нельзя: подписок с ним — {{subscriptions}} (идут сейчас — {{running}}), устройств на складе — {{units}}. Скройте его вместо удаления: клиенты перестанут его видеть, история останется.',
  staffCategoryNotEmpty:
    'Удалить нельзя: в категории гаджетов — {{count}}. Перенесите или удалите их, или скройте категорию.',
  staffCatalogPhotoUnknown: 'Такого фото у гаджета нет. Обновите страницу.',
  staffCatalogPhotosTooMany: 'У гаджета уже {{max}} фото. Удалите одно, чтобы добавить новое.',
  staffCatalogPhotoOrder: 'Список фото устарел: обновите страницу.',
  staffCatalogPhotoTwice: 'Это фото у гаджета уже есть.',
} as const;

export type CatalogTextKey = keyof typeof CATALOG_TEXTS_RU;

export const CATALOG_TEXTS_EN: Record<CatalogTextKey, string> = {
  staffSlugFormat:
    'The slug has lower-case Latin letters and digits, words joined by hyphens, at most 60 characters, e.g. iphone-16.',
  staffCategorySlugTaken: 'Another category already has this slug. Choose another one.',
  staffGadgetSlugTaken: 'Another gadget already has this slug. Choose another one.',
  staffModelSlugTaken: 'This gadget already has a model with this slug. Choose another one.',
  staffCatalogNameTooLong: 'The name has at most 120 characters.',
  staffCatalogSpecsTooLong: 'The specs have at most 200 characters.',
  staffCatalogDescriptionTooLong: 'The description has at most 2000 characters.',
  staffCatalogCategory: 'Choose a category.',
  staffCatalogGadget: 'There is no such gadget: it was deleted. Reload the page.',
  staffCatalogDrawing: 'Choose a drawing of the device.',
  staffCatalogExtras: 'The list of extras is out of date: reload the page.',
  staffColorFormat: 'The colour as #rrggbb, e.g. #1f2937, or empty.',
  staffModelValue: 'The retail value is whole som, above zero.',
  staffModelInsurance: 'Insurance is whole som, 0 or more.',
  staffCatalogUnknown: 'This catalogue record no longer exists. Reload the page.',
  staffCatalogInUse:
    'It cannot be deleted: subscriptions with it — {{subscriptions}} (running now — {{running}}), stock units — {{units}}. Hide it instead: clients stop seeing it and its history stays.',
  staffCategoryNotEmpty:
    'It cannot be deleted: the category has {{count}} gadgets. Move or delete them, or hide the category.',
  staffCatalogPhotoUnknown: 'The gadget has no such photo. Reload the page.',
  staffCatalogPhotosTooMany: 'The gadget already has {{max}} photos. Remove one to add another.',
  staffCatalogPhotoOrder: 'The list of photos is out of date: reload the page.',
  staffCatalogPhotoTwice: 'The gadget already has this photo.',
};
