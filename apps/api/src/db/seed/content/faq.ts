import type { SeedFaq } from './types';

export const faq: SeedFaq[] = [
  {
    question: {
      ru: 'Как работает подписка на устройство?',
      en: 'How does a device subscription work?',
    },
    answer: {
      ru: 'Вы выбираете устройство, модель и срок — 3, 6 или 12 месяцев, при желании добавляете страховку и аксессуары, затем выбираете доставку или самовывоз. Оплата ежемесячная: первый месяц оплачивается при оформлении, следующие списываются с привязанной карты в начале каждого периода. Чем длиннее срок, тем ниже ежемесячный платёж.',
      en: 'You choose a device, a model and a term of 3, 6 or 12 months, add insurance and accessories if you like, then choose delivery or pickup. You pay monthly: the first month is paid at checkout and each following month is charged to your saved card at the start of the period. The longer the term, the lower the monthly payment.',
    },
  },
  {
    question: {
      ru: 'Что нужно, чтобы получить устройство?',
      en: 'What do I need to receive a device?',
    },
    answer: {
      ru: 'Оригинал документа, удостоверяющего личность: паспорт гражданина Кыргызской Республики (ID-карта), заграничный паспорт или вид на жительство. Фотографии и копии документов не принимаются. Получить устройство может только тот, на кого оформлена подписка.',
      en: 'An original government-issued photo ID: a Kyrgyz national ID card, a passport or a residence permit. Photos and copies are not accepted. Only the person the subscription is registered to can receive the device.',
    },
  },
  {
    question: {
      ru: 'Нужно ли вносить залог?',
      en: 'Do I have to pay a deposit?',
    },
    answer: {
      ru: 'Нет, залог не нужен. Вы платите только ежемесячную стоимость подписки, а также страховку и аксессуары, если их выбрали.',
      en: 'No, there is no deposit. You pay only the monthly subscription price, plus insurance and accessories if you chose them.',
    },
  },
  {
    question: {
      ru: 'Когда и как списывается оплата?',
      en: 'When and how am I charged?',
    },
    answer: {
      ru: 'Оплата вносится в начале каждого периода. Первый платёж — при оформлении подписки, дальше — автоматически с привязанной банковской карты в дату следующего платежа, которая указана в карточке подписки. Историю всех списаний можно посмотреть в разделе «Платежи».',
      en: 'Payment is taken at the start of each period. The first payment is made at checkout; after that, your saved bank card is charged automatically on the next payment date shown in the subscription details. All charges are listed under Payments.',
    },
  },
  {
    question: {
      ru: 'Где найти мой договор?',
      en: 'Where do I find my contract?',
    },
    answer: {
      ru: 'Договор — это публичная оферта вместе с деталями вашего заказа: модель, срок, ежемесячная плата, страховка, аксессуары, способ получения. Когда пройдёт первый платёж, договор в PDF придёт на вашу эл.\u00a0почту, если она подтверждена, а скачать его можно в любой момент на странице подписки по ссылке «Договор (PDF)».',
      en: 'The contract is the public offer together with your order’s details: the model, the term, the monthly fee, insurance, accessories and how you receive the device. Once the first payment goes through, the contract comes as a PDF to your e-mail if it is confirmed, and you can download it at any time on the subscription’s page with the Contract (PDF) link.',
    },
  },
  {
    question: {
      ru: 'Что покрывает страховка?',
      en: 'What does the insurance cover?',
    },
    answer: {
      ru: 'Если устройство сломалось, мы полностью оплатим ремонт или заменим устройство. Если устройство украли, вы оплачиваете только 50% его стоимости, остальное покрывает страховка; для этого нужна справка из милиции. Страховка оформляется вместе с подпиской и оплачивается ежемесячно вместе с ней.',
      en: 'If the device breaks, we cover the repair in full or replace the device. If the device is stolen, you pay only 50% of its value and the insurance covers the rest; a police report is required. Insurance is added at checkout and is paid monthly together with the subscription.',
    },
  },
  {
    question: {
      ru: 'Можно ли поставить подписку на паузу?',
      en: 'Can I pause my subscription?',
    },
    answer: {
      ru: 'Да. Откройте подписку в разделе «Подписки» и нажмите «Приостановить»: оплата остановится, а срок подписки и дата следующего платежа сдвинутся на время паузы. Когда пауза достигнет наибольшей длины, подписка возобновится сама; продолжить раньше можно кнопкой «Возобновить» — подписка снова станет активной, и списания возобновятся. Количество и длительность пауз ограничены: сколько пауз осталось и сколько дней длится каждая, указано на странице подписки.',
      en: 'Yes. Open the subscription under Subscriptions and tap Pause: payments stop, and the end of the term and the next payment date move by the length of the pause. When the pause reaches its longest length, the subscription resumes by itself; to continue earlier, tap Resume — the subscription becomes active again and charges resume. The number and length of pauses are limited: how many are left and how many days each lasts is shown on the subscription’s page.',
    },
  },
  {
    question: {
      ru: 'Как отказаться от подписки и вернуть устройство?',
      en: 'How do I end a subscription and return the device?',
    },
    answer: {
      ru: 'Откройте подписку в разделе «Подписки» и нажмите «Отказаться от подписки». Новых списаний больше не будет, а текущий оплаченный период вы можете пользоваться устройством до конца. На странице подписки появятся дата и место возврата: верните устройство в пункт выдачи в комплекте и без повреждений сверх обычного износа. После приёмки подписка закрывается. Если вы уходите раньше срока, начатые месяцы пересчитываются по цене самого длинного срока, не превышающего их число (например, 4 месяца подписки на 12 месяцев — по цене подписки на 3 месяца), и разница списывается при отказе; сумму и дату возврата вы увидите до подтверждения.',
      en: 'Open the subscription under Subscriptions and tap Unsubscribe. There will be no new charges, and you can keep using the device until the end of the period you have already paid for. The return date and place appear on the subscription’s page: bring the device back to the pickup office complete and without damage beyond normal wear. Once we receive it, the subscription is closed. If you leave before the term ends, the months begun are re-priced at the price of the longest term not longer than them (for example, 4 months of a 12-month plan at the 3-month price), and the difference is charged when you unsubscribe; you see the amount and the return date before you confirm.',
    },
  },
  {
    question: {
      ru: 'Чем отличается доставка от самовывоза?',
      en: 'What is the difference between delivery and pickup?',
    },
    answer: {
      ru: 'Самовывоз бесплатный: вы забираете устройство в одном из наших офисов в удобное время работы. Доставка курьером доступна в Бишкеке и Оше, её стоимость показывается при оформлении. В обоих случаях при получении нужно предъявить оригинал документа, а подписка начинается в день, когда вы получили устройство.',
      en: 'Pickup is free: you collect the device at one of our offices during opening hours. Courier delivery is available in Bishkek and Osh; its price is shown at checkout. Either way you show your original ID on receipt, and the subscription starts on the day you receive the device.',
    },
  },
  {
    question: {
      ru: 'Как работают бонусные баллы и промокоды?',
      en: 'How do bonus points and promo codes work?',
    },
    answer: {
      ru: 'За каждый успешный платёж картой часть суммы возвращается на бонусный счёт (платёж баллами баллов не приносит). Баллами можно оплатить очередной платёж по подписке в разделе «Бонусная система». Бонусный промокод начисляет баллы и активируется один раз, а промокод на подписку даёт скидку — его вводят при оформлении.',
      en: 'Every successful card payment returns part of the amount to your bonus account as cashback (a payment made with points earns none). You can use points to pay a subscription payment under Bonus system. A bonus promo code adds points and can be redeemed once; a subscription promo code gives a discount and is entered at checkout.',
    },
  },
  {
    question: {
      ru: 'Есть ли скидки для сотрудников компаний-партнёров?',
      en: 'Are there discounts for employees of partner companies?',
    },
    answer: {
      ru: 'Да. Выберите своего работодателя из списка при входе или позже в разделе «Личные данные». Если у компании есть договор с Ijara, скидка применится к ежемесячной стоимости новых подписок, когда мы подтвердим, что вы там работаете: по списку сотрудников компании или по справке с работы в пункте выдачи.',
      en: 'Yes. Choose your employer from the list when you sign in, or later under Personal details. If the company has an agreement with Ijara, the discount applies to the monthly price of new subscriptions once we confirm that you work there: by the company’s list of employees or a certificate from work shown at a pickup office.',
    },
  },
  {
    question: {
      ru: 'Что будет, если не получится списать оплату с карты?',
      en: 'What happens if my card payment fails?',
    },
    answer: {
      ru: 'Мы сообщим о неудачном списании и повторим попытку в течение нескольких дней. Проверьте баланс и срок действия карты или привяжите другую карту в разделе «Карты». Задолженность можно погасить вручную в разделе «Платежи», в том числе бонусными баллами. Пока платёж не внесён, оформить новую подписку нельзя.',
      en: 'We will let you know that the charge failed and will try again over the next few days. Check your card’s balance and expiry date, or tap Bind another card under Cards. You can also settle the amount manually under Payments, including with bonus points. You cannot start a new subscription until the payment is made.',
    },
  },
  {
    question: {
      ru: 'Можно ли выкупить устройство?',
      en: 'Can I buy the device?',
    },
    answer: {
      // {{buyoutRentSharePercent}}, {{buyoutFloorPercent}}: the api's configuration (docs/decisions/055).
      ru: 'Да, в личном кабинете: на странице подписки есть раздел «Выкупить устройство». Цена выкупа — розничная стоимость модели минус {{buyoutRentSharePercent}}% уже внесённой арендной платы, но не меньше {{buyoutFloorPercent}}% розничной стоимости. Расчёт показан по пунктам, и списывается ровно показанная сумма: с привязанной карты, часть можно оплатить бонусными баллами. После оплаты устройство ваше: подписка получает статус «Выкуплено», списания прекращаются, чек появится в разделе «Платежи». Выкупить можно и после отказа от подписки, пока устройство не возвращено, — если нет неоплаченных платежей.',
      en: 'Yes, in your account: the subscription page has a Buy out the device section. The buy-out price is the model’s retail price less {{buyoutRentSharePercent}}% of the rent you have already paid, but never less than {{buyoutFloorPercent}}% of the retail price. The calculation is shown item by item, and exactly the amount shown is charged: to your saved card, and bonus points can pay part of it. Once paid, the device is yours: the subscription shows Bought out, charges stop, and the receipt appears under Payments. You can also buy out after unsubscribing, until the device is returned, as long as no payment is unpaid.',
    },
  },
  {
    question: {
      ru: 'Как привязать или удалить банковскую карту?',
      en: 'How do I add or remove a bank card?',
    },
    answer: {
      ru: 'В разделе «Карты» нажмите «Привязать карту» — откроется защищённая страница платёжного провайдера. Данные карты вводятся только там, Ijara не видит и не хранит номер карты. Активную карту можно сменить в любой момент, а ненужную — удалить.',
      en: 'Under Cards, tap Bind a card — the payment provider’s secure page opens. Card details are entered only there; Ijara never sees or stores your card number. You can switch the active card at any time and remove cards you no longer need.',
    },
  },
  {
    question: {
      ru: 'Как удалить мои персональные данные?',
      en: 'How do I delete my personal data?',
    },
    answer: {
      ru: 'В разделе «Личные данные» в блоке «Удаление данных» откройте «Как это устроено», нажмите «Удалить мои данные» и подтвердите запрос словом «УДАЛИТЬ». Данные удаляются через 12 дней после запроса; до этого в кабинете показывается баннер с датой удаления, а новые действия недоступны. Записи о договорах и платежах, которые мы обязаны хранить по закону, сохраняются в обезличенном виде.',
      en: 'Under Personal details, open How it works in Deleting your data, tap Delete my data and confirm the request with the word DELETE. Your data is deleted 12 days after the request; until then a banner shows the deletion date and new actions are unavailable. Contract and payment records that we must keep by law are retained in anonymised form.',
    },
  },
  {
    question: {
      ru: 'Что делать, если моего города нет в списке?',
      en: 'What if my city is not on the list?',
    },
    answer: {
      ru: 'Сейчас Ijara работает в Бишкеке и Оше. Мы постепенно открываемся в других городах — следите за новостями в наших соцсетях или напишите нам, чтобы мы узнали о спросе в вашем городе.',
      en: 'Ijara currently operates in Bishkek and Osh. We are gradually opening in other cities — follow our social media for news or write to us so we know there is demand in your city.',
    },
  },
];
