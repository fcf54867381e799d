import type { SeedDocuments } from '../types';

/** Delivery and pickup terms. */
export const delivery: SeedDocuments['delivery'] = {
  ru: {
    title: 'Условия доставки и самовывоза',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Способы получения',
        paragraphs: [
          'Устройство можно получить двумя способами: забрать самостоятельно в пункте выдачи Ijara или заказать доставку курьером. Сейчас сервис работает в Бишкеке и Оше; в других городах, в том числе в Караколе и Джалал-Абаде, оформление подписки пока недоступно.',
        ],
      },
      {
        heading: '2. Самовывоз',
        paragraphs: [
          'Пункты выдачи: Бишкек, просп. Чуй, 155 (Пн–Сб 10:00–20:00); Бишкек, просп. Манаса, 40 (ежедневно 10:00–21:00); Ош, ул. Ленина, 221 (Пн–Сб 9:00–19:00). Самовывоз бесплатный.',
          'Когда устройство будет готово к выдаче, мы пришлём уведомление. Устройство резервируется за вами на 3 дня; если за это время его не забрать, подписка аннулируется, а первый платёж возвращается на карту.',
        ],
      },
      {
        heading: '3. Курьерская доставка',
        paragraphs: [
          'Курьер доставляет устройство по адресу в пределах Бишкека или Оша, как правило, на следующий день после оформления, в интервале с 10:00 до 20:00. День и интервал доставки мы сообщим сообщением и покажем на странице заказа; перед приездом курьер позвонит, чтобы уточнить время.',
          'Стоимость доставки рассчитывается и показывается при оформлении подписки и списывается один раз, в первом платеже, отдельной строкой. Если устройство не удалось передать, повторную доставку можно согласовать с поддержкой.',
        ],
      },
      {
        heading: '4. Получение устройства',
        paragraphs: [
          'Устройство выдаётся только Клиенту, на которого оформлена подписка, при предъявлении оригинала документа, удостоверяющего личность: паспорта гражданина Кыргызской Республики (ID-карты), заграничного паспорта или вида на жительство. Копии и фотографии документов не принимаются.',
          'При получении проверьте устройство и комплектацию и подпишите акт приёма-передачи с серийным номером. Подписка начинается в день получения устройства, с этого же дня отсчитывается первый расчётный период.',
        ],
      },
      {
        heading: '5. Отказ в выдаче',
        paragraphs: [
          'Сотрудник или курьер откажет в выдаче, если документ не предъявлен, данные документа не совпадают с данными в личном кабинете или получатель не является Клиентом. В этом случае выдачу можно перенести на другой день.',
        ],
      },
      {
        heading: '6. Возврат устройства',
        paragraphs: [
          'По окончании подписки или после отказа от неё устройство возвращается в дату и в пункт выдачи, указанные в карточке подписки, или курьеру по адресу, если в городе подписки есть доставка: записаться на возврат можно на странице подписки за 30 дней до даты возврата. Вернуть нужно устройство в полной комплектации вместе с аксессуарами с ежемесячной оплатой; аксессуары, оплаченные разово, остаются у Клиента.',
          'Сотрудник проверяет устройство в присутствии Клиента и подписывает акт возврата, после чего подписка закрывается. Перед возвратом выйдите из своих учётных записей и отключите поиск устройства (например, «Локатор»); данные на устройстве удаляются при приёмке.',
        ],
      },
    ],
  },
  en: {
    title: 'Delivery and pickup terms',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. How to receive a device',
        paragraphs: [
          'You can collect the device yourself at an Ijara pickup office or have it delivered by courier. The service currently operates in Bishkek and Osh; in other cities, including Karakol and Jalal-Abad, subscriptions are not yet available.',
        ],
      },
      {
        heading: '2. Pickup',
        paragraphs: [
          'Pickup offices: 155 Chuy Ave, Bishkek (Mon–Sat 10:00–20:00); 40 Manas Ave, Bishkek (daily 10:00–21:00); 221 Lenin St, Osh (Mon–Sat 9:00–19:00). Pickup is free of charge.',
          'We will notify you when the device is ready. It is reserved for you for 3 days; if it is not collected in that time, the subscription is cancelled and the first payment is refunded to your card.',
        ],
      },
      {
        heading: '3. Courier delivery',
        paragraphs: [
          'The courier delivers the device to an address within Bishkek or Osh, usually the day after checkout, between 10:00 and 20:00. We send you the day and time window in a message and show them on the order’s page; the courier calls before arriving to agree on the time.',
          'The delivery price is calculated and shown at checkout and is charged once, in the first payment, as a line of its own. If the device could not be handed over, a repeat delivery can be arranged with support.',
        ],
      },
      {
        heading: '4. Receiving the device',
        paragraphs: [
          'The device is handed over only to the Client named in the subscription, on presentation of an original government-issued ID: a Kyrgyz national ID card, a passport or a residence permit. Copies and photos of documents are not accepted.',
          'On receipt, check the device and its contents and sign the handover certificate showing the serial number. The subscription starts on the day you receive the device, and the first billing period runs from that day.',
        ],
      },
      {
        heading: '5. Refusal to hand over',
        paragraphs: [
          'Our staff or courier will not hand over the device if no ID is shown, if the ID details do not match those in the account area, or if the recipient is not the Client. In that case the handover can be rescheduled.',
        ],
      },
      {
        heading: '6. Returning the device',
        paragraphs: [
          'When the subscription ends or after you unsubscribe, return the device on the date and at the pickup office shown in the subscription details, or to a courier at an address where the subscription’s city has delivery: you can book the return on the subscription’s page from 30 days before the return date. Return it complete, together with any accessories paid monthly; accessories paid once stay with you.',
          'Our staff check the device with you present and sign the return certificate, after which the subscription is closed. Before returning the device, sign out of your accounts and turn off device tracking such as Find My; data on the device is erased when it is received.',
        ],
      },
    ],
  },
};
