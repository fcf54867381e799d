import { fillPlaceholders, type Locale } from '@ijara/contract';
import type { Behaviour } from '../test-cards';

/**
 * The sandbox's hosted pages stand in for a bank's page, not for Ijara's own screens, so their texts
 * live with the sandbox rather than in the contract the web app bundles.
 */
const en = {
  title: 'Card binding — Sandbox Pay',
  badge: 'Test payment page: no real money moves',
  heading: 'Bind a bank card',
  lead: 'Ijara receives only the masked card number, its brand and expiry date.',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  submit: 'Bind card',
  cancel: 'Cancel and return to Ijara',
  errorNumber: 'Check the card number.',
  errorExpiry: 'Enter a future expiry date as MM/YY.',
  errorCvc: 'Enter the 3 or 4 digits from the back of the card.',
  declined: 'The bank declined this card. Try another card.',
  declinedExpired: 'The bank reports that this card has expired. Try another card.',
  declinedAuthentication: '3-D Secure confirmation failed. Try again or use another card.',
  testCards: 'Test cards',
  anyOther: 'Any other valid card number succeeds. Use any future expiry date and any CVC.',
  threeDsHeading: '3-D Secure confirmation',
  threeDsLead: 'Your bank asks you to confirm binding the card {{card}} to Ijara.',
  confirm: 'Confirm',
  fail: 'Fail',
  goneHeading: 'This page is no longer active',
  goneText: 'The card binding has expired or is already finished. Go back to Ijara and start again.',
  back: 'Back to Ijara',
  downHeading: 'The payment service is unavailable',
  downText: 'Please try again in a few minutes.',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  title: 'Привязка карты — Sandbox Pay',
  badge: 'Тестовая платёжная страница: реальные деньги не списываются',
  heading: 'Привязка банковской карты',
  lead: 'Ijara получит только маскированный номер карты, её платёжную систему и срок действия.',
  number: 'Номер карты',
  expiry: 'Срок действия (ММ/ГГ)',
  cvc: 'CVC',
  submit: 'Привязать карту',
  cancel: 'Отменить и вернуться в Ijara',
  errorNumber: 'Проверьте номер карты.',
  errorExpiry: 'Укажите будущий срок действия в формате ММ/ГГ.',
  errorCvc: 'Введите 3 или 4 цифры с обратной стороны карты.',
  declined: 'Банк отклонил эту карту. Попробуйте другую.',
  declinedExpired: 'Банк сообщает, что срок действия карты истёк. Попробуйте другую.',
  declinedAuthentication:
    'Подтверждение 3-D Secure не пройдено. Попробуйте ещё раз или используйте другую карту.',
  testCards: 'Тестовые карты',
  anyOther: 'Любой другой корректный номер проходит успешно. Срок действия — любой будущий, CVC — любой.',
  threeDsHeading: 'Подтверждение 3-D Secure',
  threeDsLead: 'Ваш банк просит подтвердить привязку карты {{card}} к Ijara.',
  confirm: 'Подтвердить',
  fail: 'Отклонить',
  goneHeading: 'Эта страница больше не действует',
  goneText: 'Срок привязки карты истёк или она уже завершена. Вернитесь в Ijara и начните заново.',
  back: 'Вернуться в Ijara',
  downHeading: 'Платёжный сервис недоступен',
  downText: 'Пожалуйста, попробуйте через несколько минут.',
};

const behaviours: Record<Locale, Record<Behaviour, string>> = {
  en: {
    success: 'success',
    declined: 'declined by the bank',
    insufficient_funds: 'binds; charges fail for insufficient funds',
    expired: 'declined: the card has expired',
    three_ds: 'asks for a 3-D Secure confirmation',
    charge_declined: 'binds; charges are declined',
  },
  ru: {
    success: 'успешно',
    declined: 'банк отклоняет',
    insufficient_funds: 'привязывается; списания отклоняются: недостаточно средств',
    expired: 'отклоняется: срок действия истёк',
    three_ds: 'запрашивает подтверждение 3-D Secure',
    charge_declined: 'привязывается; списания отклоняются',
  },
};

export type PageText = (key: Key, values?: Record<string, string>) => string;

export function pageText(locale: Locale): PageText {
  const texts = locale === 'en' ? en : ru;
  return (key, values = {}) => fillPlaceholders(texts[key], values);
}

export function behaviourText(locale: Locale, behaviour: Behaviour): string {
  return behaviours[locale][behaviour];
}

/** The page's message for a declined binding. */
export function declineKey(code: string): Key {
  if (code === 'expired_card') return 'declinedExpired';
  if (code === 'authentication_failed') return 'declinedAuthentication';
  return 'declined';
}
