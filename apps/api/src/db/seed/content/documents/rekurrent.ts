import { ORG_PHONE } from '../org';
import type { SeedDocuments } from '../types';

/** Terms of recurring card payments. */
export const rekurrent: SeedDocuments['rekurrent'] = {
  ru: {
    title: 'Условия рекуррентных платежей',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Рекуррентный платёж — это автоматическое списание с привязанной банковской карты без повторного ввода её данных. Настоящие условия являются частью публичной оферты ОсОО «Иджара Сервис» (далее — Компания) и определяют порядок оплаты подписок Ijara.',
          'Привязывая карту и оформляя подписку, Клиент даёт согласие на регулярные списания в размере и в сроки, указанные в личном кабинете.',
        ],
      },
      {
        heading: '2. Привязка карты',
        paragraphs: [
          'Карта привязывается в разделе «Карты»: Клиент переходит на защищённую страницу платёжного провайдера и вводит данные карты там. Принимаются карты Visa, Mastercard и «Элкарт», выпущенные на имя Клиента. Для проверки карты банк может запросить подтверждение 3-D Secure, а на карте может быть временно заблокирована и сразу освобождена небольшая сумма.',
          'Данные карты обрабатывает только платёжный провайдер, соответствующий требованиям стандарта PCI DSS. Компания получает маскированный номер карты, срок её действия и платёжный токен и никогда не видит полный номер карты и код CVV.',
        ],
      },
      {
        heading: '3. Сумма и сроки списаний',
        paragraphs: [
          'Оплата вносится в начале каждого расчётного периода. Первый платёж списывается при оформлении подписки, последующие — в дату следующего платежа, указанную в карточке подписки. Сумма включает ежемесячную стоимость подписки, страховки и аксессуаров с ежемесячной оплатой за вычетом скидок и оплаченных бонусными баллами сумм.',
          'За один расчётный период каждый вид платежа списывается только один раз. Списание производится с активной карты; если у Клиента привязано несколько карт, активную можно выбрать в разделе «Карты». Все операции отображаются в разделе «Платежи».',
        ],
      },
      {
        heading: '4. Если списание не прошло',
        paragraphs: [
          'Если банк временно отклонил платёж, например из-за недостатка средств, Компания повторяет попытку не более 8 раз в течение 14 дней. Если банк отклонил платёж окончательно (карта заблокирована, срок действия истёк), повторные попытки не производятся.',
          'Клиент получает уведомление о неуспешном списании и может погасить задолженность вручную в разделе «Платежи», привязать другую карту или оплатить платёж бонусными баллами. Компания не взимает плату за повторные попытки списания.',
        ],
      },
      {
        heading: '5. Отмена рекуррентных платежей',
        paragraphs: [
          'Чтобы прекратить регулярные списания, Клиент отказывается от подписки или приостанавливает её в личном кабинете: списания прекращаются со следующего расчётного периода. Удаление карты не прекращает подписку и не освобождает от обязанности оплатить её; при активной подписке необходимо привязать другую карту.',
        ],
      },
      {
        heading: '6. Возврат средств',
        paragraphs: [
          'Ошибочно или повторно списанные суммы возвращаются на карту, с которой была произведена оплата, в течение 10 рабочих дней после обращения на hello@ijara.kg или в чат поддержки. Срок зачисления средств на счёт зависит от банка-эмитента.',
        ],
      },
      {
        heading: '7. Безопасность',
        paragraphs: [
          `Сотрудники Ijara никогда не запрашивают номер карты, код CVV или коды из SMS по телефону, в мессенджерах или по электронной почте. Если вы получили такой запрос, не сообщайте данные и свяжитесь с нами по телефону ${ORG_PHONE}.`,
        ],
      },
    ],
  },
  en: {
    title: 'Terms of recurring payments',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. General provisions',
        paragraphs: [
          'A recurring payment is an automatic charge to a saved bank card without re-entering its details. These terms form part of the public offer of Ijara Service LLC (the Company) and set out how Ijara subscriptions are paid.',
          'By saving a card and placing a subscription, the Client agrees to regular charges in the amounts and on the dates shown in the account area.',
        ],
      },
      {
        heading: '2. Saving a card',
        paragraphs: [
          'A card is saved under Cards: the Client is taken to the payment provider’s secure page and enters the card details there. Visa, Mastercard and Elcart cards issued in the Client’s name are accepted. The bank may ask for 3-D Secure confirmation, and a small amount may be held on the card and released at once to verify it.',
          'Card details are processed only by the payment provider, which complies with the PCI DSS standard. The Company receives the masked card number, its expiry date and a payment token, and never sees the full card number or CVV.',
        ],
      },
      {
        heading: '3. Amounts and dates',
        paragraphs: [
          'Payment is taken at the start of each billing period. The first payment is charged at checkout and later ones on the next payment date shown in the subscription details. The amount covers the monthly price of the subscription, insurance and monthly accessories, less discounts and any amount paid with bonus points.',
          'Each type of payment is charged only once per billing period. Charges are made to the active card; if several cards are saved, the Client can choose the active one under Cards. All transactions are listed under Payments.',
        ],
      },
      {
        heading: '4. If a charge fails',
        paragraphs: [
          'If the bank declines a payment temporarily, for example for insufficient funds, the Company tries again no more than 8 times within 14 days. If the bank declines it permanently (the card is blocked or has expired), no further attempts are made.',
          'The Client is notified of the failed charge and can settle the amount manually under Payments, save another card or pay with bonus points. The Company does not charge any fee for repeated attempts.',
        ],
      },
      {
        heading: '5. Stopping recurring payments',
        paragraphs: [
          'To stop regular charges, the Client unsubscribes or pauses the subscription in the account area; charges stop from the next billing period. Removing a card does not end the subscription or the obligation to pay for it; while a subscription is active, another card must be saved.',
        ],
      },
      {
        heading: '6. Refunds',
        paragraphs: [
          'Amounts charged by mistake or twice are refunded to the card they were paid from within 10 working days of a request to hello@ijara.kg or to the support chat. How soon the money reaches the account depends on the issuing bank.',
        ],
      },
      {
        heading: '7. Security',
        paragraphs: [
          `Ijara staff never ask for your card number, CVV or SMS codes by phone, messenger or e-mail. If you receive such a request, do not share any details and call us at ${ORG_PHONE}.`,
        ],
      },
    ],
  },
};
