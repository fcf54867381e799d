import { ORG_PHONE } from '../org';
import type { SeedDocuments } from '../types';

/** Public offer: the subscription contract. */
export const oferta: SeedDocuments['oferta'] = {
  ru: {
    title: 'Публичная оферта на заключение договора подписки на устройство',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Общество с ограниченной ответственностью «Иджара Сервис» (далее — Компания), зарегистрированное в соответствии с законодательством Кыргызской Республики и расположенное по адресу: г. Бишкек, просп. Чуй, 155, офис 4, предлагает любому дееспособному физическому лицу, достигшему 18 лет (далее — Клиент), заключить договор подписки на устройство на условиях настоящей оферты.',
          'Оферта является публичной в соответствии с Гражданским кодексом Кыргызской Республики. Акцептом оферты считается оформление подписки в личном кабинете на сайте Ijara и оплата первого расчётного периода. С момента акцепта договор считается заключённым в письменной форме.',
        ],
      },
      {
        heading: '2. Предмет договора',
        paragraphs: [
          'Компания передаёт Клиенту во временное владение и пользование устройство (смартфон, ноутбук, планшет, умные часы, игровую приставку или иное устройство из каталога), а Клиент вносит ежемесячную плату и по окончании срока возвращает устройство. Право собственности на устройство остаётся за Компанией.',
          'Модель, серийный номер, срок подписки (3, 6 или 12 месяцев), ежемесячная стоимость, выбранные страховка и аксессуары указываются в карточке подписки в личном кабинете и в акте приёма-передачи. Расчётный период — один месяц.',
        ],
      },
      {
        heading: '3. Стоимость и порядок оплаты',
        paragraphs: [
          'Плата вносится ежемесячно в начале каждого расчётного периода. Первый платёж списывается при оформлении подписки, последующие — автоматически с привязанной банковской карты в дату следующего платежа в соответствии с Условиями рекуррентных платежей.',
          'Залог и иные обеспечительные платежи не взимаются. Ежемесячная стоимость подписки фиксируется на весь выбранный срок и зависит от модели, срока и города. Страховка и аксессуары с ежемесячной оплатой оплачиваются вместе с подпиской, аксессуары с разовой оплатой и доставка — один раз, в первом платеже, отдельными строками.',
          'Клиент вправе оплатить очередной платёж по подписке бонусными баллами в порядке, установленном бонусной системой Ijara. Скидки по промокодам и программам работодателей применяются при расчёте стоимости в личном кабинете.',
        ],
      },
      {
        heading: '4. Получение и возврат устройства',
        paragraphs: [
          'Устройство выдаётся лично Клиенту в пункте выдачи или курьером при предъявлении оригинала документа, удостоверяющего личность. Подписка начинается в день передачи устройства, что подтверждается подписанием акта приёма-передачи.',
          'По окончании срока подписки или после отказа от неё Клиент возвращает устройство в дату и в пункт выдачи, указанные в личном кабинете, либо курьеру по адресу, если в городе подписки есть доставка, в полной комплектации и без повреждений сверх естественного износа. Если устройство не возвращено в течение 5 дней после этой даты, за каждый начатый месяц просрочки возврата начисляется ежемесячная плата по тарифу подписки.',
        ],
      },
      {
        heading: '5. Приостановка и отказ от подписки',
        paragraphs: [
          'Клиент может приостановить подписку в личном кабинете. Со следующего расчётного периода списания прекращаются, а дата окончания подписки переносится на срок паузы. Допустимое количество и продолжительность пауз указываются в личном кабинете. После возобновления подписка снова становится активной и списания возобновляются.',
          'Клиент вправе в любой момент отказаться от подписки в личном кабинете. После отказа новые списания не производятся, устройство остаётся у Клиента до конца текущего оплаченного периода, стоимость которого не возвращается. Договор прекращается после приёмки устройства Компанией.',
          'Ежемесячная плата зависит от срока подписки: чем дольше срок, тем ниже плата. При отказе до окончания срока начатые месяцы пользования (без дней паузы) пересчитываются по тарифу самого длинного срока, не превышающего их число (например, 4 месяца подписки на 12 месяцев — по тарифу на 3 месяца; меньше 3 месяцев — по тарифу на 3 месяца), по ценам на дату оформления. Разница с уплаченной ежемесячной платой за эти месяцы (предоставленные скидки сохраняются в прежнем размере) списывается с карты при отказе одним платежом и не бывает отрицательной. Сумма и дата возврата показываются в личном кабинете до подтверждения отказа.',
        ],
      },
      {
        heading: '6. Страхование и ответственность',
        paragraphs: [
          'При подключённой страховке Компания за свой счёт ремонтирует или заменяет устройство, если оно сломалось; при краже устройства Клиент возмещает 50% его стоимости, указанной в карточке подписки, при условии предоставления справки из органов внутренних дел. Страховой случай необходимо заявить в течение 24 часов.',
          'Без страховки Клиент возмещает стоимость ремонта повреждённого устройства, а в случае утраты или кражи — полную стоимость устройства. Естественный износ при бережном использовании не является повреждением.',
        ],
      },
      {
        heading: '7. Обязанности Клиента',
        paragraphs: [
          'Клиент обязуется использовать устройство по назначению, не передавать его третьим лицам, не разбирать и не ремонтировать самостоятельно, не вывозить за пределы Кыргызской Республики на срок более 30 дней без согласия Компании, а также своевременно вносить платежи и сообщать об изменении контактных данных.',
        ],
      },
      {
        heading: '8. Заключительные положения',
        paragraphs: [
          'Компания вправе изменять условия оферты, публикуя новую редакцию на сайте. Для действующих подписок ежемесячная стоимость до окончания срока не меняется. Споры разрешаются путём переговоров, а при недостижении согласия — в суде по месту нахождения Компании в соответствии с законодательством Кыргызской Республики.',
          `Реквизиты: ОсОО «Иджара Сервис», 720040, г. Бишкек, просп. Чуй, 155, офис 4; телефон ${ORG_PHONE}; e-mail hello@ijara.kg.`,
        ],
      },
    ],
  },
  en: {
    title: 'Public offer to conclude a device subscription contract',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. General provisions',
        paragraphs: [
          'Ijara Service LLC (the Company), registered under the laws of the Kyrgyz Republic at Office 4, 155 Chuy Ave, Bishkek, offers any individual aged 18 or over with full legal capacity (the Client) to conclude a device subscription contract on the terms of this offer.',
          'This is a public offer under the Civil Code of the Kyrgyz Republic. The offer is accepted when the Client places a subscription in the Ijara account area and pays for the first billing period. From that moment the contract is deemed concluded in writing.',
        ],
      },
      {
        heading: '2. Subject of the contract',
        paragraphs: [
          'The Company gives the Client temporary possession and use of a device (a smartphone, laptop, tablet, smartwatch, game console or another device from the catalogue); the Client pays a monthly fee and returns the device at the end of the term. The device remains the property of the Company.',
          'The model, serial number, term (3, 6 or 12 months), monthly price, insurance and accessories are shown in the subscription details in the account area and in the handover certificate. The billing period is one month.',
        ],
      },
      {
        heading: '3. Price and payment',
        paragraphs: [
          'The fee is paid monthly at the start of each billing period. The first payment is taken at checkout; later payments are charged automatically to the saved bank card on the next payment date under the Terms of recurring payments.',
          'No deposit or other security payment is taken. The monthly price is fixed for the whole term and depends on the model, the term and the city. Insurance and monthly accessories are paid together with the subscription; one-off accessories and delivery are paid once, in the first payment, as lines of their own.',
          'The Client may pay a subscription payment with bonus points under the rules of the Ijara bonus system. Promo code and employer discounts are applied when the price is calculated in the account area.',
        ],
      },
      {
        heading: '4. Receiving and returning the device',
        paragraphs: [
          'The device is handed over to the Client in person at a pickup office or by a courier on presentation of an original government-issued ID. The subscription starts on the day of handover, confirmed by signing the handover certificate.',
          'At the end of the term, or after unsubscribing, the Client returns the device on the date and at the pickup office shown in the account area, or to a courier at an address where the subscription’s city has delivery, complete and without damage beyond normal wear. If the device is not returned within 5 days after that date, the monthly subscription fee is charged for each started month of late return.',
        ],
      },
      {
        heading: '5. Pausing and ending a subscription',
        paragraphs: [
          'The Client may pause a subscription in the account area. Charges stop from the next billing period and the end date moves by the length of the pause. The allowed number and length of pauses are shown in the account area. Once resumed, the subscription is active again and charges resume.',
          'The Client may unsubscribe at any time in the account area. After that no new charges are made; the Client keeps the device until the end of the current paid period, which is not refunded. The contract ends when the Company has received the device back.',
          'The monthly fee depends on the term: the longer the term, the lower the fee. When the Client unsubscribes before the term ends, the months of use begun (pause days excluded) are re-priced at the fee of the longest term not longer than their number (for example, 4 months of a 12-month subscription at the 3-month fee; fewer than 3 months at the 3-month fee), at the prices of the day the subscription was taken out. The difference from the monthly fee paid for those months (discounts granted stay as they were) is charged to the card at unsubscribing in one payment and is never negative. The amount and the return date are shown in the account area before the Client confirms.',
        ],
      },
      {
        heading: '6. Insurance and liability',
        paragraphs: [
          'With insurance, the Company repairs or replaces a broken device at its own expense; if the device is stolen, the Client pays 50% of its value as stated in the subscription details, provided a police report is submitted. An insured event must be reported within 24 hours.',
          'Without insurance, the Client pays for the repair of a damaged device, or the full value of the device if it is lost or stolen. Normal wear from careful use is not considered damage.',
        ],
      },
      {
        heading: '7. Client obligations',
        paragraphs: [
          'The Client undertakes to use the device as intended, not to pass it to third parties, not to open or repair it on their own, not to take it outside the Kyrgyz Republic for more than 30 days without the Company’s consent, to pay on time and to keep their contact details up to date.',
        ],
      },
      {
        heading: '8. Final provisions',
        paragraphs: [
          'The Company may change this offer by publishing a new version on the website. For existing subscriptions the monthly price does not change until the end of the term. Disputes are settled by negotiation or, failing that, in court at the Company’s location under the laws of the Kyrgyz Republic.',
          `Company details: Ijara Service LLC, Office 4, 155 Chuy Ave, Bishkek 720040; phone ${ORG_PHONE}; e-mail hello@ijara.kg.`,
        ],
      },
    ],
  },
};
