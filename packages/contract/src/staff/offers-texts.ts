/**
 * Messages of the promo-code and office desks (docs/decisions/046), spread into the staff texts
 * (texts.ts) and kept apart so that desk's wording is read in one place.
 */
export const OFFERS_TEXTS_RU = {
  staffPromoCodeFormat: 'Код — от 3 до 32 символов: заглавные латинские буквы и цифры, например SPRING25.',
  staffPromoKind: 'Выберите вид кода: бонусные баллы или скидка на подписку.',
  staffPromoAmountFormat: 'Сумма — целое число сомов от 1 до 1 000 000.',
  staffPromoPercentRange: 'Процент — целое число от 1 до 100.',
  staffPromoAppliesTo: 'Выберите, на какие месяцы скидка: только на первый или на каждый.',
  staffPromoCapFormat: 'Лимит — целое число не меньше 1; пусто — без лимита.',
  staffPromoPointsRequired: 'Укажите, сколько баллов начисляет код (в сомах).',
  staffPromoBonusNoPercent: 'Бонусный код начисляет баллы, а не процент: оставьте процент пустым.',
  staffPromoDiscountRequired: 'Укажите скидку: сумму в сомах или процент.',
  staffPromoOneDiscount: 'Скидка — либо сумма, либо процент, не то и другое сразу.',
  staffPromoDatesOrder: 'Последний день — не раньше первого.',
  staffPromoCodeTaken: 'Такой код уже есть. Придумайте другой или найдите этот код в списке.',
  staffPromoUsedTerms:
    'Этим кодом уже пользовались: код, вид и размер скидки или баллов не меняются. Выключите его и создайте новый код.',
  staffPromoCapBelowUsed: 'Лимит не может быть меньше числа использований: {{used}}.',
  staffPromoNotFound: 'Такого промокода нет.',
  staffOfficeCity: 'Выберите город.',
  staffOfficeNameTooLong: 'Название — не длиннее 120 символов.',
  staffOfficeAddressTooLong: 'Адрес — не длиннее 300 символов.',
  staffOfficeHoursTooLong: 'Часы работы — не длиннее 200 символов.',
  staffOfficeMapUrl:
    'Ссылка на карту — адрес, который начинается с https://, например https://2gis.kg/bishkek/…',
  staffOfficeInUse:
    'Офис нельзя выключить: заказов ждут выдачи — {{orders}}, устройств зарезервировано или у клиентов — {{units}}. Сначала выдайте или отмените эти заказы.',
  staffCityNameTooLong: 'Название города — не длиннее 80 символов.',
  staffCitySlugTaken: 'Этот адрес уже занят другим городом. Придумайте другой.',
  staffCityInUse:
    'Город нельзя выключить: заказов ждут выдачи — {{orders}}. Сначала выдайте или отмените их.',
  staffCityUnknown: 'Такого города нет.',
  staffCompanyNameTooLong: 'Название — не длиннее 120 символов.',
  staffCompanyDiscount: 'Скидка — целое число процентов от 0 до 100.',
  staffCompanyListTooLong: 'Слишком длинный список: не больше 20 000 телефонов за раз.',
  staffCompanyPhoneLines: 'Не номер телефона в строках: {{lines}}. Исправьте их или удалите.',
  staffCompanyUnknown: 'Такой компании нет.',
  staffEmploymentNoCompany: 'Клиент не выбрал работодателя.',
} as const;

export type OffersTextKey = keyof typeof OFFERS_TEXTS_RU;

export const OFFERS_TEXTS_EN: Record<OffersTextKey, string> = {
  staffPromoCodeFormat: 'The code has 3 to 32 characters: capital Latin letters and digits, e.g. SPRING25.',
  staffPromoKind: 'Choose the kind of code: bonus points or a subscription discount.',
  staffPromoAmountFormat: 'The amount is a whole number of som from 1 to 1,000,000.',
  staffPromoPercentRange: 'The percent is a whole number from 1 to 100.',
  staffPromoAppliesTo: 'Choose which months the discount is for: the first only, or every month.',
  staffPromoCapFormat: 'The cap is a whole number of at least 1; empty means no cap.',
  staffPromoPointsRequired: 'Enter how many points the code credits (in som).',
  staffPromoBonusNoPercent: 'A bonus code credits points, not a percent: leave the percent empty.',
  staffPromoDiscountRequired: 'Enter the discount: an amount in som or a percent.',
  staffPromoOneDiscount: 'The discount is an amount or a percent, not both.',
  staffPromoDatesOrder: 'The last day cannot be before the first.',
  staffPromoCodeTaken: 'This code already exists. Choose another one, or find this code in the list.',
  staffPromoUsedTerms:
    'This code has been used: its code, kind and discount or points cannot change. Switch it off and create a new code.',
  staffPromoCapBelowUsed: 'The cap cannot be below the uses already taken: {{used}}.',
  staffPromoNotFound: 'There is no such promo code.',
  staffOfficeCity: 'Choose a city.',
  staffOfficeNameTooLong: 'The name has at most 120 characters.',
  staffOfficeAddressTooLong: 'The address has at most 300 characters.',
  staffOfficeHoursTooLong: 'The opening hours have at most 200 characters.',
  staffOfficeMapUrl: 'The map link is an address that starts with https://, e.g. https://2gis.kg/bishkek/…',
  staffOfficeInUse:
    'The office cannot be switched off: orders waiting for hand-over — {{orders}}, units reserved or with clients — {{units}}. Hand over or cancel those orders first.',
  staffCityNameTooLong: 'The name of a city has at most 80 characters.',
  staffCitySlugTaken: 'Another city already has this slug. Choose another one.',
  staffCityInUse:
    'The city cannot be switched off: orders waiting for hand-over — {{orders}}. Hand over or cancel them first.',
  staffCityUnknown: 'There is no such city.',
  staffCompanyNameTooLong: 'The name has at most 120 characters.',
  staffCompanyDiscount: 'The discount is a whole percentage from 0 to 100.',
  staffCompanyListTooLong: 'The list is too long: at most 20,000 phones at a time.',
  staffCompanyPhoneLines: 'Not a phone number on lines: {{lines}}. Correct or delete them.',
  staffCompanyUnknown: 'There is no such company.',
  staffEmploymentNoCompany: 'The client has not chosen an employer.',
};
