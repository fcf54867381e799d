import type { SeedDocuments } from '../types';

/** Privacy policy. */
export const privacy: SeedDocuments['privacy'] = {
  ru: {
    title: 'Политика конфиденциальности',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Настоящая политика описывает, как ОсОО «Иджара Сервис» (далее — Компания) собирает, использует, хранит и защищает персональные данные пользователей сайта и личного кабинета Ijara. Компания является держателем (обладателем) массива персональных данных и обрабатывает их в соответствии с Законом Кыргызской Республики «Об информации персонального характера» и иными нормативными правовыми актами Кыргызской Республики.',
          'Пользуясь личным кабинетом, вы подтверждаете, что ознакомились с политикой и дали согласие на обработку персональных данных.',
        ],
      },
      {
        heading: '2. Какие данные мы обрабатываем',
        paragraphs: [
          'Данные, которые вы указываете сами: номер телефона, фамилия, имя, отчество, пол, дата рождения, гражданство, адрес электронной почты, город, предпочтительный способ связи, работодатель и адрес доставки.',
          'Данные, которые появляются при пользовании сервисом: сведения о документе, удостоверяющем личность (вид и номер, фиксируются в акте при выдаче устройства), подписки и платежи, бонусный счёт, обращения в поддержку, а также технические данные — IP-адрес, тип устройства и браузера, версия приложения.',
          'Мы не получаем и не храним номер банковской карты и код CVV. Данные карты вводятся только на странице платёжного провайдера; Компании передаются лишь маскированный номер карты, срок её действия и платёжный токен.',
        ],
      },
      {
        heading: '3. Цели обработки',
        paragraphs: [
          'Мы обрабатываем данные, чтобы заключать и исполнять договоры подписки, идентифицировать вас при входе и при выдаче устройства, принимать платежи, доставлять и принимать устройства, начислять бонусные баллы, отвечать на обращения и выполнять требования законодательства.',
          'Рекламные и информационные рассылки мы направляем только с вашего отдельного согласия, которое можно отозвать в разделе «Личные данные» в любой момент.',
        ],
      },
      {
        heading: '4. Передача данных третьим лицам',
        paragraphs: [
          'Мы передаём данные только в объёме, необходимом для оказания услуг: платёжному провайдеру — для проведения платежей, курьерской службе — для доставки, сервисному центру и страховому партнёру — при ремонте или страховом случае, операторам связи — для отправки кодов подтверждения и уведомлений.',
          'Данные могут быть предоставлены государственным органам по их законному запросу. Мы не продаём персональные данные и не передаём их для рекламы третьих лиц.',
        ],
      },
      {
        heading: '5. Хранение и защита',
        paragraphs: [
          'Данные хранятся на серверах с ограниченным доступом; соединение с сайтом шифруется. Коды подтверждения и токены входа хранятся только в виде хеша, доступ сотрудников к данным ограничен их обязанностями и фиксируется в журнале действий.',
          'Мы храним данные, пока действует ваша учётная запись и исполняются договоры, а записи о договорах и платежах — в течение срока, установленного законодательством Кыргызской Республики.',
        ],
      },
      {
        heading: '6. Ваши права и удаление данных',
        paragraphs: [
          'Вы вправе получить сведения о своих данных, исправить их в разделе «Личные данные», отозвать согласие на рассылки и потребовать удаления персональных данных.',
          'Запрос на удаление отправляется в личном кабинете. Удаление выполняется через 12 дней после запроса: персональные данные стираются, все сеансы входа завершаются, привязанные карты отвязываются. Записи о договорах и платежах, которые мы обязаны хранить по закону, сохраняются в обезличенном виде. До даты удаления личный кабинет доступен только для просмотра, а запрос можно отменить. Запрос принимается, когда у вас нет действующих подписок.',
        ],
      },
      {
        heading: '7. Cookie и локальное хранилище',
        paragraphs: [
          'Cookie личный кабинет не устанавливает: вход в него сохраняется в локальном хранилище браузера. Без него личный кабинет работать не будет. Очистка хранилища в браузере завершает сеанс. Язык сайта задаётся адресом страницы (адреса английской версии начинаются с /en/) и в браузере не сохраняется. Язык, на котором вы пользуетесь личным кабинетом, хранится в вашем аккаунте, чтобы уведомления и договор приходили на нём.',
        ],
      },
      {
        heading: '8. Изменения и контакты',
        paragraphs: [
          'Мы можем обновлять политику; новая редакция действует с момента публикации на сайте, дата обновления указана в начале документа. Вопросы об обработке персональных данных направляйте на hello@ijara.kg или по адресу: 720040, г. Бишкек, просп. Чуй, 155, офис 4, ОсОО «Иджара Сервис».',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. General provisions',
        paragraphs: [
          'This policy explains how Ijara Service LLC (the Company) collects, uses, stores and protects the personal data of users of the Ijara website and account area. The Company holds and processes personal data under the Law of the Kyrgyz Republic “On Personal Information” and other laws and regulations of the Kyrgyz Republic.',
          'By using the account area you confirm that you have read this policy and consent to the processing of your personal data.',
        ],
      },
      {
        heading: '2. What data we process',
        paragraphs: [
          'Data you provide: phone number, last name, first name, middle name, gender, date of birth, citizenship, e-mail address, city, preferred contact method, employer and delivery address.',
          'Data created as you use the service: details of your ID document (type and number, recorded in the handover certificate), subscriptions and payments, your bonus account, support requests, and technical data such as IP address, device and browser type and app version.',
          'We never receive or store your card number or CVV. Card details are entered only on the payment provider’s page; the Company receives only the masked card number, its expiry date and a payment token.',
        ],
      },
      {
        heading: '3. Why we process data',
        paragraphs: [
          'We process data to conclude and perform subscription contracts, identify you at sign-in and at device handover, take payments, deliver and collect devices, credit bonus points, answer your requests and comply with the law.',
          'We send marketing and news messages only with your separate consent, which you can withdraw at any time under Personal details.',
        ],
      },
      {
        heading: '4. Sharing data with third parties',
        paragraphs: [
          'We share only the data needed to provide the service: with the payment provider to process payments, with the courier service for delivery, with the service centre and our insurance partner for repairs or insured events, and with telecom operators to send confirmation codes and notifications.',
          'Data may be disclosed to public authorities on their lawful request. We do not sell personal data or share it for third-party advertising.',
        ],
      },
      {
        heading: '5. Storage and security',
        paragraphs: [
          'Data is stored on servers with restricted access, and connections to the website are encrypted. Confirmation codes and sign-in tokens are stored only as hashes; staff access to data is limited to what their duties require and is recorded in an audit log.',
          'We keep data while your account is active and your contracts are being performed; contract and payment records are kept for the period required by the laws of the Kyrgyz Republic.',
        ],
      },
      {
        heading: '6. Your rights and data deletion',
        paragraphs: [
          'You have the right to know what data we hold about you, to correct it under Personal details, to withdraw consent to marketing messages and to request deletion of your personal data.',
          'You send a deletion request in the account area. Deletion is carried out 12 days after the request: your personal data is erased, all sign-in sessions are ended and saved cards are unlinked. Contract and payment records that we must keep by law are retained in anonymised form. Until the deletion date the account area is read-only, and you can cancel the request. A request is accepted when you have no running subscription.',
        ],
      },
      {
        heading: '7. Cookies and local storage',
        paragraphs: [
          'The account area sets no cookies: your sign-in is kept in the browser’s local storage. The account area cannot work without it. Clearing browser storage signs you out. The site’s language is set by the page’s address (English pages start with /en/) and is not stored in the browser. The language you use the account area in is kept with your account, so that notifications and the contract come in it.',
        ],
      },
      {
        heading: '8. Changes and contacts',
        paragraphs: [
          'We may update this policy; a new version applies from its publication on the website, and the date of the latest update is shown at the top. Please send questions about personal data processing to hello@ijara.kg or to Ijara Service LLC, Office 4, 155 Chuy Ave, Bishkek 720040.',
        ],
      },
    ],
  },
};
