import type { SpecTextKey } from './texts-en';
import { ERROR_PAGE_TEXTS } from './texts-error-page';

/** The Russian texts of SPEC_TEXTS (./texts.ts); the web app downloads only the language on screen. */
export const SPEC_TEXTS_RU: Record<SpecTextKey, string> = {
  requiredFields: 'Пожалуйста, заполните все обязательные поля',
  fieldRequired: 'Это поле обязательно',
  nameLetters: 'Только буквы, пробел, дефис и апостроф',
  nameTooLong: 'Не длиннее 60 символов',
  invalidEmail: 'Неверный формат email',
  incorrectInfo: 'Пожалуйста, введите корректные данные',
  invalidCode: 'Неверный код авторизации',
  codeExpired:
    'Этот код больше не действует: истёк срок или было слишком много неверных попыток. Запросите новый код.',
  notEnoughBonus: 'Упс... Недостаточно бонусных баллов.',
  cityNotServed: 'Нас пока нет в вашем городе :(',
  underage: 'Оформить подписку можно с 18 лет',
  phoneNotMobile: 'Введите номер мобильного телефона Кыргызстана: на городской номер код не отправить.',
  phoneNotKyrgyz: 'Введите номер Кыргызстана (+996): код приходит только на кыргызские номера.',
  ...ERROR_PAGE_TEXTS.ru,
  successUpdated: 'Успешно обновлено',
  emailVerified: 'Спасибо, ваш email подтверждён!',
  emailNotVerified: 'К сожалению, нам не удалось подтвердить ваш email.',
  badRequest: 'Пожалуйста, введите корректные данные',
  badSignature: 'Подпись запроса не совпадает. Обновите приложение и попробуйте снова.',
  missingHeaders: 'В запросе нет обязательных заголовков.',
  unauthorized: 'Сессия завершена. Пожалуйста, войдите снова.',
  forbidden: 'Это действие недоступно для вашего аккаунта.',
  notFound: 'Не найдено',
  methodNotAllowed: 'Этот метод здесь не поддерживается.',
  notImplemented: 'Эта функция пока недоступна.',
  rateLimited: 'Слишком много попыток. Пожалуйста, попробуйте позже.',
  payloadTooLarge: 'Слишком большой запрос.',
  unsupportedMediaType: 'Отправьте запрос в формате JSON.',
  internal: 'У нас что-то сломалось. Пожалуйста, попробуйте позже.',
  docNotFound: 'Такого документа нет.',
  codeResendWait: 'Новый код можно запросить через {{wait}}.',
  codeSendLimit: 'Слишком много запросов кода. Попробуйте через {{wait}}.',
  networkSendLimit: 'Слишком много попыток входа из вашей сети. Попробуйте через {{wait}}.',
  codeNotSent: 'Не удалось отправить код. Попробуйте ещё раз через минуту.',
  registrationRequired: 'Сначала завершите регистрацию.',
  codeMessage: 'Ijara: ваш код {{code}}. Никому не сообщайте его.',
  botAskContact:
    'Вы входите в личный кабинет Ijara на сайте. Если это вы, нажмите кнопку ниже, чтобы поделиться номером телефона.',
  botShareContact: 'Поделиться номером',
  botOwnContactOnly: 'Пожалуйста, поделитесь своим номером кнопкой ниже.',
  botPhoneNotSupported: 'Войти в Ijara можно только с номером Кыргызстана (+996).',
  botTicketExpired: 'Ссылка для входа устарела. Начните вход на сайте заново.',
  botSignedIn: 'Готово! Вернитесь на сайт: вход выполнен.',
  botHelp: 'Чтобы войти, нажмите «Войти через Telegram» на сайте Ijara.',
  idempotencyKeyRequired:
    'Запросу нужен заголовок Idempotency-Key из 8–128 латинских букв, цифр, «-» или «_». Обновите приложение и попробуйте снова.',
  idempotencyMismatch: 'Этот запрос повторяет прежний, но с другими данными. Пожалуйста, начните заново.',
  idempotencyInProgress: 'Такой же запрос ещё выполняется. Пожалуйста, подождите немного.',
  onlyCardActiveSubscription:
    'Это единственная карта, с которой оплачивается ваша активная подписка. Сначала привяжите другую карту.',
  noActiveCard: 'Нет карты для оплаты. Сначала привяжите карту.',
  paymentAlreadyPaid: 'Этот платёж уже оплачен.',
  paymentInProgress: 'Платёж обрабатывается. Проверьте его статус через несколько минут.',
  paymentDeclined: 'Банк отклонил платёж. Проверьте карту или оплатите другой.',
  paymentInsufficientFunds: 'На карте недостаточно средств. Пополните её или оплатите другой картой.',
  paymentCardExpired: 'Срок действия карты истёк. Привяжите другую карту.',
  paymentThreeDsRequired:
    'Банк требует подтвердить платёж кодом 3-D Secure, а ежемесячное списание не может его запросить. Привяжите карту заново или оплатите другой.',
  gatewayUnavailable: 'Платёжный сервис не отвечает. Пожалуйста, попробуйте через несколько минут.',
  cardBindDeclined: 'банк отклонил карту',
  cardBindInsufficientFunds: 'на карте недостаточно средств для проверки',
  cardBindExpired: 'срок действия карты истёк',
  cardBindAuthentication: 'не пройдено подтверждение 3-D Secure',
  cardBindGatewayUnavailable: 'платёжный сервис не ответил',
  databaseUnavailable: 'Сервис ненадолго недоступен. Пожалуйста, повторите через несколько секунд.',
  paymentFailedRetryMessage:
    'Ijara: не удалось списать {{amount}} за подписку. Мы попробуем снова {{date}}, или вы можете оплатить сейчас в разделе «Платежи».',
  paymentFailedFinalMessage:
    'Ijara: не удалось списать {{amount}} за подписку. Пожалуйста, оплатите в разделе «Платежи» или привяжите другую карту.',
  outOfStock:
    'Эта модель только что закончилась в вашем городе: последнюю забронировали минуту назад. Выберите другую модель или загляните позже.',
  orderExists:
    'Этот заказ уже оформлен и оплачивается или ждёт выдачи. Второй такой же заказ не создан, деньги повторно не списаны.',
  paymentOverdue:
    'У вас есть неоплаченный платёж. Пока он не внесён, оформить новую подписку нельзя. Оплатите его в разделе «Платежи» — картой или бонусными баллами.',
  priceChanged: 'Цена изменилась. Проверьте новую сумму и подтвердите ещё раз.',
  unknownModel: 'Такой модели нет.',
  modelNotInCity: 'Эта модель недоступна в выбранном городе.',
  termNotOffered: 'Эту модель нельзя взять на такой срок.',
  unknownOffice: 'Такого пункта выдачи нет.',
  officeNotInCity: 'Этот пункт выдачи в другом городе. Выберите пункт в вашем городе.',
  officeRequired: 'Выберите пункт выдачи.',
  unknownExtra: 'Этот аксессуар не предлагается с этим устройством.',
  extraRepeated: 'Один и тот же аксессуар выбран дважды.',
  addressRequired: 'Укажите адрес доставки.',
  addressTooLong: 'Слишком длинный адрес: не больше 300 символов.',
  promoUnknown: 'Такого промокода нет.',
  promoBonusCode: 'Этот код начисляет бонусные баллы: введите его в разделе «Бонусная система».',
  promoNotStarted: 'Этот промокод ещё не действует.',
  promoExpired: 'Срок действия промокода истёк.',
  promoUsedUp: 'Промокод закончился.',
  promoAlreadyUsed: 'Вы уже использовали этот промокод.',
  promoPercentFirstMonth: 'Промокод применён: −{{percent}}% на первый месяц.',
  promoPercentEveryMonth: 'Промокод применён: −{{percent}}% на каждый месяц.',
  promoFixedFirstMonth: 'Промокод применён: −{{amount}} на первый месяц.',
  promoFixedEveryMonth: 'Промокод применён: −{{amount}} на каждый месяц.',
  lineRent: 'Подписка на {{term}}',
  lineInsurance: 'Страховка от поломки и кражи',
  lineDelivery: 'Доставка по адресу',
  linePickup: 'Самовывоз из пункта выдачи',
  lineEmployerDiscount: 'Скидка от работодателя, {{percent}}%',
  linePromoDiscount: 'Промокод {{code}}',
  paymentLineSubscription: 'Оплата по подписке',
  paymentLineExtra: 'Дополнение',
  paymentLineDiscount: 'Скидка',
  paymentLineEarlyExit: 'Досрочный отказ: {{months}} по цене подписки на {{term}}',
  exitChargeChanged:
    'Стоимость досрочного отказа изменилась: начался новый месяц. Проверьте сумму и подтвердите ещё раз.',
  // Buy-out (docs/decisions/055): {{amount}} formatMoney(), {{model}} the model's name.
  paymentLineBuyout: 'Выкуп устройства',
  paymentLinePoints: 'Оплачено бонусными баллами',
  receiptPurposeBuyout: 'Выкуп устройства {{model}}',
  buyoutNotRunning:
    'Выкупить можно только устройство, которое у вас: по действующей или приостановленной подписке либо после отказа, пока устройство не возвращено.',
  buyoutDone: 'Это устройство уже выкуплено.',
  buyoutPriceChanged:
    'Стоимость выкупа изменилась: теперь она {{amount}}. Проверьте сумму и подтвердите ещё раз.',
  buyoutInProgress: 'Оплата выкупа уже обрабатывается. Проверьте подписку через несколько минут.',
  buyoutPaymentDue:
    'Сначала оплатите задолженность в разделе «Платежи»: выкуп доступен, когда все платежи внесены.',
  buyoutAmountInvalid: 'Сумма выкупа указана неверно. Обновите страницу и подтвердите ещё раз.',
  checkoutFailedMessage:
    'Ijara: не удалось списать {{amount}} за новую подписку, поэтому она не оформлена и ничего не забронировано. Вы можете оформить её снова с другой картой.',
  noticeChargeReminder:
    'Ijara: {{date}} мы спишем {{amount}} за подписку на {{device}} с карты {{card}}. Сменить карту: {{link}}',
  noticeChargeReminderNoCard:
    'Ijara: {{date}} нужно списать {{amount}} за подписку на {{device}}, но карта не привязана. Привязать карту: {{link}}',
  noticeChargeFailedRetry:
    'Ijara: не удалось списать {{amount}} за подписку на {{device}}. {{reason}} Мы попробуем снова {{date}}, а оплатить сейчас можно здесь: {{link}}',
  noticeChargeFailedFinal:
    'Ijara: не удалось списать {{amount}} за подписку на {{device}}. {{reason}} Пожалуйста, оплатите: {{link}}',
  noticeChargeSucceeded: 'Ijara: оплачено {{amount}} за подписку на {{device}}. Спасибо! Чек: {{link}}',
  noticeDeviceUnknown: 'устройство',
  noticeCardExpiring:
    'Ijara: карта {{card}} перестанет действовать до списания {{date}}, привяжите другую карту: {{link}}',
  noticeSubjectChargeReminder: 'Ijara: скоро списание по подписке',
  noticeSubjectChargeFailed: 'Ijara: платёж не прошёл',
  noticeSubjectChargeSucceeded: 'Ijara: платёж получен',
  noticeSubjectCardExpiring: 'Ijara: срок действия карты скоро закончится',
  noticeOrderReady:
    'Ijara: заказ № {{id}} ждёт вас — {{office}}, до {{date}} включительно. Возьмите паспорт или ID-карту. {{link}}',
  noticeOrderReadyFrom:
    'Ijara: заказ № {{id}} оплачен. Устройство поступит {{from}} и будет ждать вас — {{office}}, с {{from}} до {{date}} включительно. Возьмите паспорт или ID-карту. {{link}}',
  noticeOrderCancelled:
    'Ijara: заказ № {{id}} отменён. Оплаченное — {{amount}} — возвращаем: на карту банк зачисляет до 10 рабочих дней. {{link}}',
  noticeOrderExpired:
    'Ijara: заказ № {{id}} отменён — устройство не забрали в срок. Оплаченное — {{amount}} — возвращаем: на карту банк зачисляет до 10 рабочих дней. {{link}}',
  noticeCourier:
    'Ijara: курьер привезёт заказ № {{id}} {{date}} с {{from}} до {{to}}. Подготовьте паспорт или ID-карту. {{link}}',
  noticeSubjectOrderReady: 'Ijara: заказ ждёт вас',
  noticeSubjectOrderCancelled: 'Ijara: заказ отменён',
  noticeSubjectCourier: 'Ijara: доставка заказа',
  // Term end (docs/decisions/053).
  returnPlaceRequired: 'Выберите пункт выдачи или укажите адрес для курьера — что-то одно.',
  returnOfficeNotInCity:
    'Этот пункт не принимает возвраты по вашей подписке: выберите пункт в городе подписки.',
  returnNoCourier: 'В городе вашей подписки курьер не забирает устройства: выберите пункт выдачи.',
  returnDateOutside: 'Выберите дату с {{from}} по {{to}} включительно.',
  returnNotYet: 'Записаться на возврат можно с {{date}}: за 30 дней до конца срока и позже',
  returnNotRunning: 'Записаться на возврат можно только по действующей подписке или после отказа от неё.',
  returnLocked:
    'Запись на {{date}} уже нельзя изменить — менять её можно до предыдущего дня. Если не успеваете, напишите в поддержку.',
  noticeTermEnd:
    'Ijara: подписка на {{device}} заканчивается {{date}} — запишитесь на возврат в пункт выдачи или вызовите курьера: {{link}}. Если не вернуть устройство до {{last}} включительно, каждый начатый месяц оплачивается по {{amount}}.',
  noticeReturnReminder:
    'Ijara: завтра, {{date}}, ждём {{device}} в пункте «{{office}}», {{address}} ({{hours}}). Возьмите устройство с зарядкой и всем, что было в комплекте, и паспорт или ID-карту. Запись: {{link}}',
  noticeReturnReminderCourier:
    'Ijara: завтра, {{date}}, курьер заберёт {{device}} по адресу {{address}}. Подготовьте устройство с зарядкой и всем, что было в комплекте, и паспорт или ID-карту. Запись: {{link}}',
  noticeReturnReceived:
    'Ijara: мы получили {{device}} {{date}}, подписка №{{id}} закрыта. Вы ничего не должны — спасибо, что были с нами!',
  noticeReturnReceivedOwed:
    'Ijara: мы получили {{device}} {{date}}, подписка №{{id}} закрыта. Остаётся оплатить {{amount}}: {{link}}',
  noticeSubjectTermEnd: 'Ijara: срок подписки заканчивается',
  noticeSubjectReturnReminder: 'Ijara: завтра возврат устройства',
  noticeSubjectReturnReceived: 'Ijara: устройство получено',
  // Extension and a newer model (docs/decisions/056): {{date}} formatDate(), {{id}} a subscription's number.
  extendNotActive:
    'Продлить можно только действующую подписку — не приостановленную и не ту, от которой вы отказались.',
  extendNotYet: 'Продлить подписку можно будет с {{date}}',
  extendDone: 'Подписка уже продлена до {{date}}',
  extendOverdue:
    'У вас есть неоплаченный платёж. Пока он не внесён, продлить подписку нельзя. Оплатите его в разделе «Платежи» — картой или бонусными баллами.',
  extendTooLate:
    'Срок подписки закончился {{date}}, продлить её уже нельзя. Верните устройство или оформите новую подписку.',
  extendModelGone:
    'Эту модель больше не сдают в городе вашей подписки, поэтому продлить её нельзя. Выберите новую модель или верните устройство.',
  extendReplacementOrdered:
    'Взамен этой подписки уже заказана новая модель (заказ № {{id}}). Чтобы продлить подписку, сначала отмените тот заказ.',
  replacesNotActive:
    'Заменить на новую модель можно только действующую подписку — не приостановленную и не ту, от которой вы отказались.',
  replacesNotYet: 'Заменить подписку на новую модель можно будет с {{date}}',
  replacesTooLate:
    'Срок подписки закончился {{date}}, заменить её на новую модель уже нельзя. Верните устройство, а новую модель оформите обычным заказом.',
  replacesOtherCity: 'Новая модель оформляется в том же городе, что и подписка, которую она заменяет.',
  replacesOrdered:
    'Новая модель взамен этой подписки уже заказана (заказ № {{id}}). Второй заказ не создан, деньги не списаны.',
  subscriptionNotFound: 'Такой подписки нет.',
  statusNotOffered: 'Выберите 2 (возобновить), 3 (приостановить) или 4 (отказаться).',
  statusNotAllowed: 'В текущем состоянии подписки это изменение невозможно.',
  statusFromCreated:
    'Подписка ещё не началась: приостановить её или отказаться от неё можно после получения устройства.',
  statusFromActive: 'Подписка уже активна. Её можно приостановить или отказаться от неё.',
  statusFromPaused: 'Подписка уже приостановлена. Её можно возобновить или отказаться от неё.',
  statusFromRefusal:
    'Вы отказались от подписки, поэтому её больше нельзя приостановить или возобновить. Верните устройство до даты возврата.',
  statusFromClosed: 'Подписка закрыта, изменить её больше нельзя.',
  statusFromCancelled: 'Заказ отменён, изменить его больше нельзя.',
  cancelNotAllowed: 'Этот заказ уже нельзя отменить: устройство выдано или заказ закрыт.',
  cancelPaymentProcessing: 'Оплата заказа ещё обрабатывается. Отменить его можно, когда она завершится.',
  pauseLimitReached:
    'Паузы по этой подписке закончились: использовано {{used}} из {{allowed}}. Отказаться от подписки по-прежнему можно.',
  phoneNotEditable: 'Номер телефона изменить нельзя: по нему вы входите в кабинет.',
  emailVerificationSubject: 'Ijara: подтвердите email',
  emailVerificationText:
    'Здравствуйте!\n\nЧтобы подтвердить {{email}} как email вашего личного кабинета Ijara, откройте эту ссылку в течение 24 часов:\n{{link}}\n\nЕсли вы этого не запрашивали, просто проигнорируйте письмо.',
  promoSubscriptionCode: 'Этот код даёт скидку на подписку: введите его при оформлении.',
  paymentNotFound: 'Такого платежа нет.',
  receiptTitle: 'Квитанция об оплате № {{id}}',
  receiptSeller: 'Получатель',
  receiptTaxNumber: 'ИНН',
  receiptAddress: 'Адрес',
  receiptContacts: 'Телефон и e-mail',
  receiptDate: 'Дата оплаты',
  receiptPurpose: 'Назначение платежа',
  receiptPeriod: 'Период',
  receiptAmount: 'Сумма',
  receiptRefunded: 'Возвращено',
  receiptMethod: 'Способ оплаты',
  receiptMethodCard: 'Банковская карта {{card}}',
  receiptMethodPoints: 'Бонусные баллы',
  receiptPaymentId: 'Номер платежа',
  receiptPurposeSubscription: 'Ежемесячная оплата подписки на {{model}}',
  receiptPurposeInsurance: 'Страховка устройства {{model}}',
  receiptPurposeDelivery: 'Доставка устройства {{model}}',
  receiptTypeSubscription: 'Ежемесячная оплата подписки',
  receiptTypeInsurance: 'Страховка арендованного устройства',
  receiptTypeDelivery: 'Доставка устройства',
  receiptPeriodDates: '{{number}}-й месяц из {{term}}: {{from}} – {{to}}',
  receiptPeriodUndated: '{{number}}-й месяц из {{term}}, с дня получения устройства',
  receiptNote: 'Квитанция подтверждает, что оплата получена. Вопросы по ней: {{email}}, {{phone}}.',
  receiptPaymentFailed:
    'Этот платёж не прошёл, поэтому квитанции нет. Оплатить его можно в разделе «Платежи».',
  receiptPaymentProcessing: 'Платёж ещё обрабатывается: квитанция появится, когда он пройдёт.',
  receiptLinkExpired: 'Ссылка на скачивание устарела. Откройте квитанцию ещё раз и скачайте PDF оттуда.',
  // the contract as a PDF (docs/decisions/057): {{id}} the subscription's number, {{amount}} formatMoney(),
  // {{date}} formatDate(), {{term}} formatCount(term, 'month')
  contractTitle: 'Договор подписки № {{id}}',
  contractLead:
    'Договор заключён на условиях публичной оферты ОсОО «Иджара Сервис», текст которой приведён ниже. Клиент принял её {{date}}, оформив подписку и оплатив первый платёж.',
  contractLeadUnpaid:
    'Договор заключён на условиях публичной оферты ОсОО «Иджара Сервис», текст которой приведён ниже. Клиент принял её {{date}}, оформив подписку.',
  contractDetails: 'Детали заказа',
  contractNumber: 'Номер договора',
  contractDate: 'Дата заключения',
  contractClient: 'Клиент',
  contractPhone: 'Телефон клиента',
  contractDevice: 'Модель устройства',
  contractSerial: 'Серийный номер (S/N)',
  contractSerialLater: 'указывается при получении устройства в акте приёма-передачи',
  contractCity: 'Город подписки',
  contractTerm: 'Срок договора',
  contractStart: 'Начало срока',
  contractStartLater: 'в день получения устройства',
  contractEnd: 'Окончание срока',
  contractEndLater: 'через {{term}} после получения устройства',
  contractMonthly: 'Ежемесячная плата',
  contractMonthlyTotal: 'Итого в месяц',
  contractFirstPayment: 'Первый платёж',
  contractFirstPaymentTotal: 'Итого за первый платёж',
  contractFirstPaymentPaid: '{{amount}}, оплачен {{date}}',
  contractInsurance: 'Страхование',
  contractInsuranceOn: 'подключена: {{amount}} в месяц',
  contractInsuranceOff: 'не подключена',
  contractExtras: 'Аксессуары',
  contractExtrasNone: 'нет',
  contractExtraMonthly: '{{name}} — {{amount}} в месяц',
  contractExtraOnce: '{{name}} — {{amount}} разово',
  contractReceiving: 'Получение устройства',
  contractPickup: 'самовывоз: {{office}}, {{address}}',
  contractDelivery: 'доставка курьером по адресу: {{address}}',
  contractEarlyExit: 'Досрочный отказ',
  contractEarlyExitRule:
    'Начатые месяцы пользования (без дней паузы) пересчитываются по тарифу самого длинного срока, не превышающего их число, по ценам на дату оформления. Разница с уплаченной ежемесячной платой списывается при отказе одним платежом и не бывает отрицательной (раздел 5 оферты).',
  contractTariffs: 'Тарифы на дату оформления',
  contractTermPrice: '{{term}} — {{amount}} в месяц',
  contractLateReturn: 'Просрочка возврата',
  contractLateReturnRule:
    'Если устройство не возвращено в течение {{days}} после даты возврата, за каждый начатый месяц просрочки списывается ежемесячная плата по тарифу подписки — {{amount}} (раздел 4 оферты).',
  contractTerms: 'Условия договора',
  contractOfferVersion: 'Редакция оферты от {{date}}',
  contractNote: 'Договор сформирован {{date}}; вопросы по нему: {{email}}, {{phone}}.',
  contractNotReady: 'Договор появится здесь, когда пройдёт первый платёж по заказу.',
  contractLinkExpired: 'Ссылка на скачивание устарела. Откройте подписку ещё раз и скачайте договор оттуда.',
  noticeSubjectContract: 'Ijara: ваш договор подписки',
  noticeContract:
    'Здравствуйте!\n\nСпасибо за заказ. Во вложении — договор подписки № {{id}} на {{device}} в PDF: детали заказа и условия публичной оферты. Договор всегда можно скачать и на странице подписки: {{link}}\n\nIjara',
  deletionPending:
    'Ваши персональные данные будут удалены {{date}}, а до этого кабинет доступен только для просмотра. Отменить удаление можно на странице удаления.',
  deletionAgreementUnreadable: 'Не удалось прочитать подтверждение. Обновите страницу и попробуйте снова.',
  deletionSessionMismatch: 'Подтверждение сделано в другом сеансе. Обновите страницу и попробуйте снова.',
  deletionWordMismatch: 'Чтобы подтвердить, введите слово УДАЛИТЬ.',
  deletionBlocked:
    'Данные можно удалить, когда у вас нет действующих подписок. Сначала завершите эти подписки: {{subscriptions}}. Подписка, от которой вы отказались, завершается после возврата устройства.',
  deletionBlockedItem: '№ {{id}} {{model}}',
  opsUnauthorized: 'Токен ops не указан или неверен. Запустите команду на машине api или задайте OPS_TOKEN.',
  opsClientNotFound: 'Клиента с таким номером телефона нет.',
  opsIdNotChecked: 'Перед выдачей устройства проверьте документ клиента.',
  opsNotAwaitingHandover: 'Эта подписка не ожидает выдачи (статус {{status}}).',
  opsFirstPaymentPending: 'Первый платёж по этой подписке ещё не подтверждён: не выдавайте устройство.',
  opsUnitUnknown: 'Устройства с таким серийным номером нет.',
  opsUnitMismatch: 'Это устройство другой модели или в другом городе, чем в подписке.',
  opsUnitTaken:
    'Это устройство не свободно: оно забронировано или выдано по другой подписке либо выведено из оборота.',
  opsUnitNotArrived:
    'Устройство поступит {{date}}: выдать заказ можно с этого дня. Если устройство этой модели уже на месте, выдайте его.',
  opsNotReturnable:
    'Закрыть возвратом можно только подписку, устройство по которой у клиента (статус 2, 3 или 4).',
  opsGadgetNotFound: 'Гаджета с таким адресом (slug) или номером нет.',
  opsImageUnreadable: 'Файл не является изображением: пришлите фото в JPEG, PNG или WebP.',
  opsImageTooSmall: 'Ширина изображения {{width}} px, а для фото нужно не меньше {{min}} px.',
  opsImageTooLarge: 'Изображение слишком большое: не больше {{max}} МБ и {{megapixels}} мегапикселей.',
  opsCatalogueInvalid:
    'В файле каталога ошибки, поэтому ничего не загружено. Исправьте строки ниже и загрузите файл снова.',
};
