import type { Locale } from '../constants';
import { CATALOG_TEXTS_EN, CATALOG_TEXTS_RU } from './catalog-texts';
import { OFFERS_TEXTS_EN, OFFERS_TEXTS_RU } from './offers-texts';

/** Messages of the staff calls, kept apart from SPEC_TEXTS so the customer app does not carry them. */
const STAFF_TEXTS_RU = {
  ...OFFERS_TEXTS_RU,
  ...CATALOG_TEXTS_RU,
  staffSignInFailed: 'Неверный e-mail, пароль или код. Проверьте и попробуйте ещё раз.',
  staffLockedOut: 'Слишком много неверных попыток. Вход закрыт на {{minutes}} мин.',
  staffSignedOut: 'Сессия закончилась. Войдите снова.',
  staffForbidden: 'Это действие недоступно вашей роли.',
  staffOriginRefused: 'Запрос пришёл не со страницы кабинета сотрудника.',
  staffLinkInvalid:
    'Ссылка недействительна: она уже использована, устарела или набрана с ошибкой. Попросите администратора прислать новую.',
  staffEmailTaken: 'Сотрудник с таким e-mail уже есть.',
  staffVersionConflict:
    'Запись изменил кто-то другой, пока она была открыта. Обновите страницу и внесите изменения снова.',
  staffNotFound: 'Сотрудник не найден.',
  staffLastAdmin: 'Нельзя снять роль или отключить последнего активного администратора.',
  staffPasswordTooShort: 'Пароль — не короче 12 символов.',
  staffPasswordTooLong: 'Пароль — не длиннее 128 символов.',
  staffCodeFormat: 'Код — 6 цифр из приложения-аутентификатора.',
  staffCodeWrong: 'Код не подошёл. Введите код, который приложение показывает сейчас.',
  staffNameTooLong: 'Имя — не длиннее 80 символов.',
  staffNameLetters: 'Имя — только буквы, пробел, точка, дефис и апостроф.',
  staffOfficesRequired: 'Оператору нужен хотя бы один офис.',
  staffOfficeUnknown: 'Такого офиса нет.',
  staffImeiMismatch: 'IMEI не совпадает с IMEI этого устройства. Проверьте устройство и серийный номер.',
  staffImeiFormat: 'IMEI — 15 цифр с верной контрольной цифрой (*#06# на телефоне).',
  staffPhotosRequired: 'Добавьте хотя бы одно фото устройства.',
  staffPhotosTooMany: 'Не больше 5 фото.',
  staffIdNotChecked: 'Проверьте документ клиента и отметьте это.',
  staffOrderNotHere: 'Этот заказ не в вашем офисе.',
  staffClientNotHere: 'Клиент не найден или не относится к вашим офисам.',
  staffClientSearchEmpty: 'Введите телефон или имя клиента.',
  staffRefundNotPossible: 'Этот платёж нельзя вернуть: он не прошёл или уже возвращён полностью.',
  staffRefundTooMuch: 'Вернуть можно не больше {{left}}: столько осталось от платежа.',
  staffRefundRefused: 'Платёжная система отказала в возврате (код {{code}}). Деньги не возвращены.',
  staffRefundPending:
    'Платёжная система не ответила вовремя. Возврат повторится автоматически — проверьте платёж через несколько минут.',
  staffReasonRequired: 'Укажите причину (от 3 до 500 символов).',
  staffPaymentNotFound: 'Такого платежа нет.',
  staffTimeFormat: 'Время — ЧЧ:ММ, например 10:00.',
  staffNewOrderSubject: 'Ijara: новый заказ № {{id}}',
  staffNewOrderPickup: 'Самовывоз: {{office}}',
  staffNewOrderDelivery: 'Доставка: {{city}}, {{address}}',
  staffNewOrderText:
    'Новый оплаченный заказ № {{id}}: {{model}}.\n{{where}}\nКлиент: {{name}}, {{phone}}.\nОткрыть в кабинете сотрудника: {{link}}',
  staffDateFormat: 'Дата — ГГГГ-ММ-ДД.',
  staffWindowOrder: 'Конец окна — позже начала.',
  staffDatePast: 'Дата доставки — сегодня или позже.',
  staffNotADelivery: 'Это заказ с самовывозом: доставку назначить нельзя.',
  staffRefundAmountFormat: 'Сумма — в сомах, например 4375 или 4375,50.',
  staffReturnNotHere:
    'Эту подписку нельзя принять здесь: её нет среди ваших офисов или устройство уже возвращено.',
  staffReturnTaken: 'Этот возврат уже принят: подписка закрыта. Обновите список возвратов.',
  staffReturnNoUnit: 'За этой подпиской не числится устройство. Обратитесь к менеджеру.',
  staffOutcomeRequired: 'Выберите состояние устройства: исправно или повреждено.',
  staffClaimNotHere: 'Заявка не найдена или не относится к вашим офисам.',
  staffClaimNotOpen: 'По этой заявке уже принято решение: изменить его нельзя.',
  staffClaimOutcomeRequired: 'Выберите решение: ремонт, замена, списание или отказ.',
  staffClaimOutcomeNotForKind:
    'Это решение не подходит к заявке: поломка — ремонт, замена или отказ; утеря и кража — списание или отказ.',
  staffClaimCoverOnlyLate:
    'Отказать в страховом покрытии можно только по заявке, поданной позже 24 часов после события.',
  staffClaimRepairCostRequired: 'Укажите стоимость ремонта: без страхового покрытия её оплачивает клиент.',
  staffClaimAmountFormat: 'Сумма — целое число сомов, 0 или больше.',
  staffClaimAmountTooHigh: 'Сумма не может быть больше рассчитанной по оферте: {{amount}}.',
  staffClaimReplacementRequired: 'Укажите серийный номер устройства на замену.',
  staffClaimReplacementUnavailable:
    'Это устройство нельзя выдать на замену: оно другой модели, не в офисе или городе подписки либо не свободно.',
  staffClaimNoUnit: 'За подпиской не числится устройство: заменить его нельзя.',
  staffSerialFormat: 'Серийный номер — от 3 до 40 символов: латинские буквы, цифры, «-», «_» и «/».',
  staffColourTooLong: 'Цвет — не длиннее 40 символов.',
  staffNoteTooLong: 'Заметка — не длиннее 1000 символов.',
  staffPurchaseDateFuture: 'Дата покупки — сегодня или раньше.',
  staffModelUnknown: 'Такой модели нет.',
  staffStockLinesEmpty: 'Вставьте хотя бы одну строку: серийный номер или «серийный номер, IMEI».',
  staffStockTooManyLines: 'Не больше 500 устройств за раз: разделите список на части.',
  staffStockLinesInvalid:
    'В списке есть ошибки, ничего не добавлено. Исправьте строки и отправьте список снова.',
  staffStockLineShape:
    'Строка {{line}}: нужен серийный номер, за ним, если есть, IMEI и дата поступления — не больше трёх значений.',
  staffStockLineSerial:
    'Строка {{line}}: серийный номер «{{serial}}» — нужно от 3 до 40 символов: латинские буквы, цифры, «-», «_» и «/».',
  staffStockLineImeiDigits: 'Строка {{line}}: IMEI {{imei}} — нужно ровно 15 цифр.',
  staffStockLineImeiCheck: 'Строка {{line}}: IMEI {{imei}} не проходит проверку контрольной цифры.',
  staffStockLineSerialTwice: 'Строка {{line}}: серийный номер {{serial}} уже есть в строке {{first}}.',
  staffStockLineImeiTwice: 'Строка {{line}}: IMEI {{imei}} уже есть в строке {{first}}.',
  staffStockLineDate: 'Строка {{line}}: дата поступления «{{date}}» — нужна дата ГГГГ-ММ-ДД или ДД.ММ.ГГГГ.',
  staffStockLineDatePast:
    'Строка {{line}}: дата поступления {{date}} уже прошла. У устройства, которое уже на месте, дату не указывают.',
  staffStockLineSerialExists: 'Строка {{line}}: устройство с серийным номером {{serial}} уже есть на складе.',
  staffStockLineImeiExists: 'Строка {{line}}: устройство с IMEI {{imei}} уже есть на складе.',
  staffStockLinesMore: 'Строк с ошибками ещё: {{count}}.',
  staffStockAddRace:
    'Пока список сохранялся, кто-то добавил устройство с тем же серийным номером или IMEI. Ничего не добавлено: отправьте список ещё раз.',
  staffSerialTaken: 'Устройство с таким серийным номером уже есть.',
  staffImeiTaken: 'Устройство с таким IMEI уже есть.',
  staffUnitNotHere: 'Устройство не найдено или находится не в вашем офисе.',
  staffUnitIdentityLocked:
    'Устройство зарезервировано или выдано клиенту: серийный номер и IMEI можно изменить только после возврата или отмены заказа.',
  staffUnitNotMovable: 'Устройство зарезервировано или выдано клиенту: его нельзя перемещать.',
  staffUnitStateInUse:
    'Устройство зарезервировано или выдано клиенту: его состояние изменится при выдаче, возврате или отмене заказа.',
  staffUnitRetired: 'Устройство списано: списание не отменяется, перемещать и ремонтировать его нельзя.',
  staffUnitStateSame: 'Устройство уже в этом состоянии.',
  staffUnitSameOffice: 'Устройство уже в этом офисе.',
  staffAvailableFromPast:
    'Дата поступления — сегодня или позже. Если устройство уже на месте, оставьте поле пустым.',
  staffUnitDateLocked:
    'Устройство зарезервировано или выдано клиенту: дату поступления можно изменить только после возврата или отмены заказа.',
  staffDeliveryBeforeArrival:
    'Устройство для заказа поступит {{date}}: доставку можно назначить с этого дня.',
  staffPricePositive: '{{city}}, {{term}}: укажите цену больше нуля.',
  staffPriceWholeSom: '{{city}}, {{term}}: цена — в целых сомах, без тыйынов.',
  staffPriceMissing:
    '{{city}}, {{term}}: укажите цену. Если модели нет в этом городе, отметьте «Нет в этом городе» для всей строки.',
  staffPriceGridShape: 'Таблица цен устарела: обновите страницу.',
  staffPriceInsurance: 'Страховка — в целых сомах, больше нуля.',
  staffPriceValue: 'Розничная стоимость — в целых сомах, больше нуля.',
  staffPricesInvalid: 'Цены не сохранены: исправьте отмеченные ячейки.',
  staffExtraPrice: '{{name}}: цена — в целых сомах, больше нуля.',
  staffDeliveryFee: '{{city}}: доставка — в целых сомах, 0 или больше.',
} as const;

export type StaffTextKey = keyof typeof STAFF_TEXTS_RU;

const STAFF_TEXTS_EN: Record<StaffTextKey, string> = {
  ...OFFERS_TEXTS_EN,
  ...CATALOG_TEXTS_EN,
  staffSignInFailed: 'Wrong e-mail, password or code. Check them and try again.',
  staffLockedOut: 'Too many wrong tries. Signing in is closed for {{minutes}} min.',
  staffSignedOut: 'Your session has ended. Please sign in again.',
  staffForbidden: 'Your role may not do this.',
  staffOriginRefused: 'The request did not come from the staff app.',
  staffLinkInvalid:
    'This link does not work: it was used, has expired or is mistyped. Ask an admin for a new one.',
  staffEmailTaken: 'A staff member with this e-mail already exists.',
  staffVersionConflict:
    'Someone else changed this record while it was open. Reload the page and make your changes again.',
  staffNotFound: 'No such staff member.',
  staffLastAdmin: 'The last active admin cannot lose the role or be deactivated.',
  staffPasswordTooShort: 'The password needs at least 12 characters.',
  staffPasswordTooLong: 'The password may have at most 128 characters.',
  staffCodeFormat: 'The code is the 6 digits of your authenticator app.',
  staffCodeWrong: 'That code did not work. Type the one the app shows now.',
  staffNameTooLong: 'The name may have at most 80 characters.',
  staffNameLetters: 'The name takes letters, spaces, dots, hyphens and apostrophes only.',
  staffOfficesRequired: 'An operator needs at least one office.',
  staffOfficeUnknown: 'There is no such office.',
  staffImeiMismatch: "The IMEI differs from this unit's. Check the device and the serial number.",
  staffImeiFormat: 'The IMEI is 15 digits with a valid check digit (*#06# on the phone).',
  staffPhotosRequired: 'Add at least one photo of the device.',
  staffPhotosTooMany: 'At most 5 photos.',
  staffIdNotChecked: "Check the client's ID and tick this.",
  staffOrderNotHere: 'This order is not at your office.',
  staffClientNotHere: 'No such client, or not a client of your offices.',
  staffClientSearchEmpty: "Type the client's phone number or name.",
  staffRefundNotPossible:
    'This payment cannot be refunded: it did not go through or is already refunded in full.',
  staffRefundTooMuch: 'At most {{left}} can be refunded: that is what is left of the payment.',
  staffRefundRefused: 'The payment provider refused the refund (code {{code}}). No money was returned.',
  staffRefundPending:
    'The payment provider did not answer in time. The refund will be tried again automatically: check the payment in a few minutes.',
  staffReasonRequired: 'Give a reason (3 to 500 characters).',
  staffPaymentNotFound: 'There is no such payment.',
  staffTimeFormat: 'Time as HH:MM, for example 10:00.',
  staffNewOrderSubject: 'Ijara: new order No. {{id}}',
  staffNewOrderPickup: 'Pickup: {{office}}',
  staffNewOrderDelivery: 'Delivery: {{city}}, {{address}}',
  staffNewOrderText:
    'A new paid order No. {{id}}: {{model}}.\n{{where}}\nClient: {{name}}, {{phone}}.\nOpen it in the staff app: {{link}}',
  staffDateFormat: 'The date as YYYY-MM-DD.',
  staffWindowOrder: 'The window must end after it starts.',
  staffDatePast: 'The delivery date must be today or later.',
  staffNotADelivery: 'This order is a pickup: a delivery cannot be scheduled.',
  staffRefundAmountFormat: 'The amount in som, for example 4375 or 4375.50.',
  staffReturnNotHere:
    'This subscription cannot be received here: it is not one of your offices, or the device is already back.',
  staffReturnTaken:
    'This return has already been received: the subscription is closed. Reload the list of returns.',
  staffReturnNoUnit: 'No unit is recorded for this subscription. Ask a manager.',
  staffOutcomeRequired: 'Choose the condition of the device: fine or damaged.',
  staffClaimNotHere: 'The claim was not found or is not at your offices.',
  staffClaimNotOpen: 'This claim is already decided: the decision cannot be changed.',
  staffClaimOutcomeRequired: 'Choose a decision: repair, replace, write off or reject.',
  staffClaimOutcomeNotForKind:
    'This decision does not fit the claim: broken — repair, replace or reject; lost and stolen — write off or reject.',
  staffClaimCoverOnlyLate:
    'The cover can be refused only on a claim reported more than 24 hours after the event.',
  staffClaimRepairCostRequired: 'Enter the repair cost: without cover the client pays it.',
  staffClaimAmountFormat: 'The amount is a whole number of som, 0 or more.',
  staffClaimAmountTooHigh: 'The amount cannot be more than the offer computes: {{amount}}.',
  staffClaimReplacementRequired: 'Enter the serial number of the replacement unit.',
  staffClaimReplacementUnavailable:
    'This unit cannot be the replacement: it is another model, not at the subscription’s office or city, or not free.',
  staffClaimNoUnit: 'No unit is recorded for this subscription: it cannot be replaced.',
  staffSerialFormat: 'The serial number has 3 to 40 characters: Latin letters, digits, "-", "_" and "/".',
  staffColourTooLong: 'The colour may have at most 40 characters.',
  staffNoteTooLong: 'The note may have at most 1000 characters.',
  staffPurchaseDateFuture: 'The purchase date must be today or earlier.',
  staffModelUnknown: 'There is no such model.',
  staffStockLinesEmpty: 'Paste at least one line: a serial number, or "serial number, IMEI".',
  staffStockTooManyLines: 'At most 500 units at a time: split the list.',
  staffStockLinesInvalid:
    'The list has errors, so nothing was added. Correct the lines and send the list again.',
  staffStockLineShape:
    'Line {{line}}: a serial number, then its IMEI and its arrival date if any — at most three values.',
  staffStockLineSerial:
    'Line {{line}}: serial number "{{serial}}" — it needs 3 to 40 characters: Latin letters, digits, "-", "_" and "/".',
  staffStockLineImeiDigits: 'Line {{line}}: IMEI {{imei}} — it needs exactly 15 digits.',
  staffStockLineImeiCheck: 'Line {{line}}: IMEI {{imei}} fails the check digit.',
  staffStockLineSerialTwice: 'Line {{line}}: serial number {{serial}} is already on line {{first}}.',
  staffStockLineImeiTwice: 'Line {{line}}: IMEI {{imei}} is already on line {{first}}.',
  staffStockLineDate: 'Line {{line}}: arrival date "{{date}}" — write it as YYYY-MM-DD or DD.MM.YYYY.',
  staffStockLineDatePast:
    'Line {{line}}: the arrival date {{date}} has passed. A unit that is already here takes no date.',
  staffStockLineSerialExists: 'Line {{line}}: a unit with serial number {{serial}} is already in stock.',
  staffStockLineImeiExists: 'Line {{line}}: a unit with IMEI {{imei}} is already in stock.',
  staffStockLinesMore: 'Further lines with errors: {{count}}.',
  staffStockAddRace:
    'While the list was being saved, someone added a unit with the same serial number or IMEI. Nothing was added: send the list again.',
  staffSerialTaken: 'A unit with this serial number already exists.',
  staffImeiTaken: 'A unit with this IMEI already exists.',
  staffUnitNotHere: 'No such unit, or it is not at one of your offices.',
  staffUnitIdentityLocked:
    'The unit is reserved or with a client: its serial number and IMEI can change only after the return or the cancellation of the order.',
  staffUnitNotMovable: 'The unit is reserved or with a client: it cannot be moved.',
  staffUnitStateInUse:
    'The unit is reserved or with a client: its state changes with the hand-over, the return or the cancellation of the order.',
  staffUnitRetired: 'The unit is retired: that cannot be undone, and it cannot be moved or repaired.',
  staffUnitStateSame: 'The unit is already in this state.',
  staffUnitSameOffice: 'The unit is already at this office.',
  staffAvailableFromPast: 'The arrival date is today or later. If the unit is already here, leave it empty.',
  staffUnitDateLocked:
    'The unit is reserved or with a client: its arrival date can change only after the return or the cancellation of the order.',
  staffDeliveryBeforeArrival: 'The order’s device arrives on {{date}}: delivery can be set from that day.',
  staffPricePositive: '{{city}}, {{term}}: give a price above zero.',
  staffPriceWholeSom: '{{city}}, {{term}}: the price is whole som, no tyiyn.',
  staffPriceMissing:
    '{{city}}, {{term}}: give a price. If the model is not offered in this city, tick "Not in this city" for the whole row.',
  staffPriceGridShape: 'The price grid is out of date: reload the page.',
  staffPriceInsurance: 'Insurance is whole som, above zero.',
  staffPriceValue: 'The retail value is whole som, above zero.',
  staffPricesInvalid: 'The prices were not saved: correct the marked cells.',
  staffExtraPrice: '{{name}}: the price is whole som, above zero.',
  staffDeliveryFee: '{{city}}: delivery is whole som, 0 or more.',
};

export const STAFF_TEXTS: Record<Locale, Record<StaffTextKey, string>> = {
  ru: STAFF_TEXTS_RU,
  en: STAFF_TEXTS_EN,
};

export function isStaffTextKey(key: string): key is StaffTextKey {
  return Object.hasOwn(STAFF_TEXTS_RU, key);
}
