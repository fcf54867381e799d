import type { SeedDocuments } from '../types';

/** Consent to personal-data processing (SPEC.md names its route /cookies/). */
export const cookies: SeedDocuments['cookies'] = {
  ru: {
    title: 'Согласие на обработку персональных данных',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Предмет согласия',
        paragraphs: [
          'Регистрируясь в личном кабинете Ijara и подтверждая номер телефона кодом, я свободно, своей волей и в своём интересе даю ОсОО «Иджара Сервис» (720040, г. Бишкек, просп. Чуй, 155, офис 4; далее — Компания) согласие на обработку моих персональных данных в соответствии с Законом Кыргызской Республики «Об информации персонального характера».',
        ],
      },
      {
        heading: '2. Перечень персональных данных',
        paragraphs: [
          'Фамилия, имя, отчество; пол; дата рождения; гражданство; номер телефона; адрес электронной почты; город и адрес доставки; предпочтительный способ связи; работодатель; вид и номер документа, удостоверяющего личность; сведения о подписках, платежах и бонусном счёте; маскированный номер банковской карты; технические данные об устройстве и сеансах входа.',
        ],
      },
      {
        heading: '3. Цели обработки',
        paragraphs: [
          'Заключение и исполнение договоров подписки на устройства; идентификация при входе в личный кабинет и при выдаче устройства; проведение платежей; доставка и возврат устройств; начисление и списание бонусных баллов; рассмотрение обращений; исполнение требований законодательства Кыргызской Республики.',
        ],
      },
      {
        heading: '4. Действия с персональными данными',
        paragraphs: [
          'Согласие распространяется на сбор, запись, систематизацию, накопление, хранение, уточнение (обновление, изменение), использование, передачу (предоставление, доступ), обезличивание, блокирование, удаление и уничтожение персональных данных с использованием средств автоматизации и без них.',
          'Я согласен(-на) на передачу данных платёжному провайдеру, курьерской службе, сервисному центру, страховому партнёру и операторам связи в объёме, необходимом для указанных целей.',
        ],
      },
      {
        heading: '5. Рекламные рассылки',
        paragraphs: [
          'Согласие на получение рекламных и информационных сообщений даётся отдельно и не является условием заключения договора. Его можно дать или отозвать в разделе «Личные данные» в любой момент.',
        ],
      },
      {
        heading: '6. Cookie и локальное хранилище',
        paragraphs: [
          'Я согласен(-на) на использование локального хранилища браузера, необходимого для входа в личный кабинет (cookie личный кабинет не устанавливает). Язык сайта задаётся адресом страницы и в браузере не сохраняется; язык, на котором я пользуюсь личным кабинетом, хранится в моём аккаунте, чтобы сообщения и договор приходили на нём.',
        ],
      },
      {
        heading: '7. Срок действия и отзыв согласия',
        paragraphs: [
          'Согласие действует до исполнения всех обязательств по договорам подписки либо до его отзыва. Отозвать согласие можно, отправив запрос на удаление персональных данных в личном кабинете или письмо на hello@ijara.kg.',
          'Удаление выполняется через 12 дней после запроса. Записи о договорах и платежах, хранение которых обязательно по закону, сохраняются в обезличенном виде. После отзыва согласия Компания не сможет оказывать мне услуги, а новые подписки станут недоступны.',
        ],
      },
    ],
  },
  en: {
    title: 'Consent to personal data processing',
    updatedAt: '2026-11-01',
    sections: [
      {
        heading: '1. Subject of the consent',
        paragraphs: [
          'By registering in the Ijara account area and confirming my phone number with a code, I freely, of my own will and in my own interest give Ijara Service LLC (Office 4, 155 Chuy Ave, Bishkek 720040; the Company) my consent to process my personal data under the Law of the Kyrgyz Republic “On Personal Information”.',
        ],
      },
      {
        heading: '2. Personal data covered',
        paragraphs: [
          'Last name, first name and middle name; gender; date of birth; citizenship; phone number; e-mail address; city and delivery address; preferred contact method; employer; type and number of my ID document; details of my subscriptions, payments and bonus account; masked bank card number; technical data about my devices and sign-in sessions.',
        ],
      },
      {
        heading: '3. Purposes',
        paragraphs: [
          'Concluding and performing device subscription contracts; identifying me at sign-in and at device handover; processing payments; delivering and collecting devices; crediting and using bonus points; handling my requests; complying with the laws of the Kyrgyz Republic.',
        ],
      },
      {
        heading: '4. Processing operations',
        paragraphs: [
          'The consent covers collection, recording, organisation, accumulation, storage, correction (updating, changing), use, transfer (disclosure, access), anonymisation, blocking, deletion and destruction of personal data, with or without automated means.',
          'I agree that my data may be transferred to the payment provider, the courier service, the service centre, the insurance partner and telecom operators to the extent needed for the purposes above.',
        ],
      },
      {
        heading: '5. Marketing messages',
        paragraphs: [
          'Consent to receive marketing and news messages is given separately and is not a condition of the contract. I can give or withdraw it at any time under Personal details.',
        ],
      },
      {
        heading: '6. Cookies and local storage',
        paragraphs: [
          'I agree to the use of the browser’s local storage needed to sign in to the account area (the account area sets no cookies). The site’s language is set by the page’s address and is not stored in the browser; the language I use the account area in is kept with my account, so that messages and the contract come in it.',
        ],
      },
      {
        heading: '7. Duration and withdrawal',
        paragraphs: [
          'This consent is valid until all obligations under my subscription contracts are fulfilled or until I withdraw it. I can withdraw it by sending a personal data deletion request in the account area or by writing to hello@ijara.kg.',
          'Deletion is carried out 12 days after the request. Contract and payment records that must be kept by law are retained in anonymised form. Once consent is withdrawn, the Company can no longer provide services to me and new subscriptions become unavailable.',
        ],
      },
    ],
  },
};
