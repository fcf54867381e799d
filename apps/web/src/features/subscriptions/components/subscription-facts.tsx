import { formatDate, formatMoney, type TSubscription } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { stateOf } from '../subscription-state';
import { type Fact, FactList } from './fact-list';
import styles from './subscription-facts.module.css';

/**
 * The dates and money of SPEC.md §3 as they are true in each state: before the hand-over the dates
 * start with it; a closed subscription shows the day it ended and no payments to come; while running,
 * the term's end, the next payment and what the payments cover.
 */
export function SubscriptionDates({ subscription: s }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = stateOf(s.status);
  const date = (value: string | null | undefined, missing: string) =>
    value ? <time dateTime={value}>{formatDate(value, locale)}</time> : missing;
  const none = t('subscriptions.values.none');
  const facts: Fact[] = [
    {
      label: t('subscriptions.fields.total'),
      value: t('subscriptions.perMonth', { amount: formatMoney(s.total, locale) }),
    },
    { label: t('subscriptions.fields.term'), value: t('gadget.months', { count: s.term }) },
  ];
  if (state === 'created') {
    facts.push({
      label: t('subscriptions.fields.start'),
      value: t('subscriptions.values.afterHandover'),
    });
  } else if (state === 'closed') {
    facts.push(
      { label: t('subscriptions.fields.start'), value: date(s.startDate, none) },
      { label: t('subscriptions.fields.closedOn'), value: date(s.closedOn ?? s.returnDate, none) },
    );
  } else if (state === 'boughtOut') {
    // Bought out (docs/decisions/055): the day it became the client's; nothing more is charged.
    facts.push(
      { label: t('subscriptions.fields.start'), value: date(s.startDate, none) },
      { label: t('subscriptions.fields.boughtOutOn'), value: date(s.closedOn, none) },
    );
  } else {
    facts.push(
      { label: t('subscriptions.fields.start'), value: date(s.startDate, none) },
      { label: t('subscriptions.fields.end'), value: date(s.endDate, none) },
      {
        label: t('subscriptions.fields.nextPayment'),
        value: date(s.nextPaymentDate, t('subscriptions.values.noPayment')),
      },
      { label: t('subscriptions.fields.paidUntil'), value: date(s.paidUntil, none) },
      {
        label: t('subscriptions.fields.returnDate'),
        // A booked return (docs/decisions/053) is the day the device goes back.
        value: date(s.termEnd?.booking?.date ?? s.returnDate, t('subscriptions.values.notSet')),
      },
    );
  }
  // The latest extension (docs/decisions/056): its term, dates and price, while the device is out.
  if (s.extension && (state === 'active' || state === 'paused' || state === 'refusal')) {
    facts.push({
      label: t('subscriptions.fields.extension'),
      value: t('subscriptions.values.extension', {
        term: t('gadget.months', { count: s.extension.term }),
        start: formatDate(s.extension.startsOn, locale),
        end: formatDate(s.extension.endsOn, locale),
        amount: formatMoney(s.extension.monthly, locale),
      }),
    });
  }
  if (state === 'refusal') {
    facts.push({
      label: t('subscriptions.fields.returnPlace'),
      value: s.pickupAddress ?? t('subscriptions.values.anyOffice'),
    });
  }
  return <FactList facts={facts} />;
}

/** The device and the terms of SPEC.md §3: model, S/N, insurance, how it is received, promo, extras. */
export function SubscriptionTerms({ subscription: s }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const address = s.delivery === 'pickup' ? s.pickupAddress : s.deliveryAddress;
  const extras = s.extras.map((extra) =>
    t(extra.billing === 'monthly' ? 'subscriptions.values.extraMonthly' : 'subscriptions.values.extraOnce', {
      name: extra.name,
      price: formatMoney(extra.price, locale),
    }),
  );
  const facts: Fact[] = [
    { label: t('subscriptions.fields.model'), value: s.model.name },
    { label: t('subscriptions.fields.specs'), value: s.model.specs },
    {
      label: t('subscriptions.fields.serial'),
      value: s.serial ?? t('subscriptions.values.afterHandover'),
    },
    {
      label: t('subscriptions.fields.insurance'),
      value: s.insurance ? t('subscriptions.values.insured') : t('subscriptions.values.notInsured'),
    },
    { label: t('subscriptions.fields.delivery'), value: t(`subscriptions.values.${s.delivery}`) },
    {
      label: t(
        s.delivery === 'pickup'
          ? 'subscriptions.fields.pickupAddress'
          : 'subscriptions.fields.deliveryAddress',
      ),
      value: address ?? t('subscriptions.values.none'),
    },
    { label: t('subscriptions.fields.promo'), value: s.promo ?? t('subscriptions.values.noPromo') },
    {
      label: t('subscriptions.fields.extras'),
      value:
        extras.length === 0 ? (
          t('subscriptions.values.noExtras')
        ) : (
          <ul className={styles.extras}>
            {extras.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ),
    },
  ];
  return <FactList facts={facts} />;
}
