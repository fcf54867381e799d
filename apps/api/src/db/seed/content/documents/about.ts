import { ORG_PHONE } from '../org';
import type { SeedDocuments } from '../types';

/** About us. */
export const about: SeedDocuments['about'] = {
  ru: {
    title: 'О нас',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: 'Ijara — техника по подписке',
        paragraphs: [
          'Ijara — сервис из Бишкека, который даёт смартфоны, ноутбуки, планшеты, умные часы и игровые приставки в пользование по ежемесячной подписке. Мы считаем, что новая техника должна быть доступна без крупной разовой покупки, кредита и залога.',
          'Сервис работает под управлением ОсОО «Иджара Сервис» и действует в соответствии с законодательством Кыргызской Республики.',
        ],
      },
      {
        heading: 'Как это работает',
        paragraphs: [
          'Выберите устройство и срок — 3, 6 или 12 месяцев. Чем длиннее срок, тем ниже ежемесячный платёж. Первый месяц оплачивается при оформлении, а дальше оплата автоматически списывается с привязанной карты в начале каждого месяца.',
          'Заберите устройство в нашем офисе или получите его с курьером — понадобится только оригинал документа, удостоверяющего личность. Когда срок закончится, верните устройство, продлите подписку или возьмите новую модель.',
        ],
      },
      {
        heading: 'Почему подписка удобнее покупки',
        paragraphs: [
          'Без залога и кредита: вы платите только за месяцы, когда пользуетесь устройством. Все устройства новые, оригинальные, с официальной гарантией.',
          'Страховка защищает от неприятностей: если устройство сломается, ремонт полностью за наш счёт, а при краже вы возмещаете только 50% стоимости. Подписку можно приостановить, а за каждый платёж картой начисляются бонусные баллы.',
        ],
      },
      {
        heading: 'Где мы работаем',
        paragraphs: [
          'Сейчас Ijara работает в Бишкеке и Оше. В Бишкеке открыты два пункта выдачи — на просп. Чуй, 155 и на просп. Манаса, 40, в Оше — на ул. Ленина, 221. В обоих городах доступна курьерская доставка. Скоро планируем открыться в Караколе и Джалал-Абаде.',
        ],
      },
      {
        heading: 'Для компаний',
        paragraphs: [
          'Мы сотрудничаем с работодателями: сотрудники компаний-партнёров получают скидку на ежемесячную стоимость подписки. Чтобы подключить свою компанию, напишите нам на hello@ijara.kg.',
        ],
      },
      {
        heading: 'Контакты',
        paragraphs: [
          `ОсОО «Иджара Сервис», 720040, г. Бишкек, просп. Чуй, 155, офис 4. Телефон: ${ORG_PHONE}, e-mail: hello@ijara.kg. Мы также отвечаем в WhatsApp и Telegram — ссылки есть в меню личного кабинета.`,
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: 'Ijara — devices by subscription',
        paragraphs: [
          'Ijara is a Bishkek-based service that lets you use smartphones, laptops, tablets, smartwatches and game consoles on a monthly subscription. We believe new technology should be available without a large one-off purchase, a loan or a deposit.',
          'The service is operated by Ijara Service LLC under the laws of the Kyrgyz Republic.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          'Choose a device and a term of 3, 6 or 12 months. The longer the term, the lower the monthly payment. The first month is paid at checkout, and after that payment is charged automatically to your saved card at the start of each month.',
          'Collect the device at our office or have it delivered by courier — all you need is an original government-issued ID. When the term ends, return the device, extend your subscription or switch to a new model.',
        ],
      },
      {
        heading: 'Why subscribe instead of buying',
        paragraphs: [
          'No deposit and no loan: you pay only for the months you use the device. All devices are new and genuine, with an official warranty.',
          'Insurance protects you from mishaps: if the device breaks, we cover the repair in full, and if it is stolen you pay only 50% of its value. You can pause a subscription, and every card payment earns bonus points.',
        ],
      },
      {
        heading: 'Where we operate',
        paragraphs: [
          'Ijara currently operates in Bishkek and Osh. In Bishkek we have two pickup offices, at 155 Chuy Ave and 40 Manas Ave, and in Osh one at 221 Lenin St. Courier delivery is available in both cities. We plan to open in Karakol and Jalal-Abad soon.',
        ],
      },
      {
        heading: 'For companies',
        paragraphs: [
          'We work with employers: employees of partner companies get a discount on the monthly subscription price. To add your company, write to us at hello@ijara.kg.',
        ],
      },
      {
        heading: 'Contacts',
        paragraphs: [
          `Ijara Service LLC, Office 4, 155 Chuy Ave, Bishkek 720040. Phone: ${ORG_PHONE}, e-mail: hello@ijara.kg. We also answer on WhatsApp and Telegram — the links are in the account area menu.`,
        ],
      },
    ],
  },
};
