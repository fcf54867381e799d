import { formatDate, formatMoney, type TSubscription, type TTermEnd } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useBookReturn } from '../api/book-return';
import { FactList } from './fact-list';
import styles from './term-end.module.css';

type Way = 'office' | 'courier';

/**
 * The term's end (docs/decisions/053): from 30 days before the device is due back, booking its return
 * at an office of the city or by courier; the booked return with what to bring; a late device's charges.
 */
export function TermEnd({ subscription, termEnd }: { subscription: TSubscription; termEnd: TTermEnd }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale, 'long');
  const [editing, setEditing] = useState(false);
  const { booking, late } = termEnd;

  return (
    <div className={styles.termEnd}>
      {late && (
        <Alert tone="warning">
          <p className={styles.late}>
            {t('subscriptions.termEnd.late', {
              date: date(termEnd.dueBack),
              amount: formatMoney(late.monthly, locale),
              count: late.months,
              paid: formatMoney(late.paid, locale),
            })}{' '}
            {late.unpaid > 0
              ? t('subscriptions.termEnd.lateUnpaid', { amount: formatMoney(late.unpaid, locale) })
              : late.nextChargeOn
                ? t('subscriptions.termEnd.lateNext', { date: date(late.nextChargeOn) })
                : null}
          </p>
        </Alert>
      )}
      {!late && (
        <p className={styles.lead}>
          {t('subscriptions.termEnd.lead', {
            date: date(termEnd.dueBack),
            last: date(termEnd.window.to),
            amount: formatMoney(subscription.total, locale),
          })}
        </p>
      )}
      {booking && !editing ? (
        <>
          <FactList
            facts={[
              { label: t('subscriptions.termEnd.bookedDate'), value: date(booking.date) },
              ...(booking.office
                ? [
                    {
                      label: t('subscriptions.termEnd.office'),
                      value: `${booking.office.name}, ${booking.office.address}`,
                    },
                    { label: t('subscriptions.termEnd.hours'), value: booking.office.hours },
                  ]
                : [{ label: t('subscriptions.termEnd.courierAddress'), value: booking.address ?? '' }]),
              { label: t('subscriptions.termEnd.bring'), value: t('subscriptions.termEnd.bringText') },
            ]}
          />
          {booking.changeable ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('subscriptions.termEnd.change')}
            </Button>
          ) : (
            <p className={styles.lead}>{t('subscriptions.termEnd.locked')}</p>
          )}
        </>
      ) : termEnd.bookable ? (
        <BookingForm subscriptionId={subscription.id} termEnd={termEnd} onBooked={() => setEditing(false)} />
      ) : (
        <p className={styles.lead}>{t('subscriptions.termEnd.opensOn', { date: date(termEnd.opensOn) })}</p>
      )}
    </div>
  );
}

function BookingForm({
  subscriptionId,
  termEnd,
  onBooked,
}: {
  subscriptionId: number;
  termEnd: TTermEnd;
  onBooked: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const book = useBookReturn();
  const current = termEnd.booking;
  const [way, setWay] = useState<Way>(current && !current.office ? 'courier' : 'office');
  const [office, setOffice] = useState<string>(current?.office ? String(current.office.id) : '');
  const [address, setAddress] = useState(current?.address ?? '');
  const [day, setDay] = useState(current?.date ?? '');
  const fields = isApiError(book.error) ? book.error.fields : {};
  const chosen = termEnd.offices.find((o) => String(o.id) === office);
  const ready = day !== '' && (way === 'office' ? chosen !== undefined : address.trim() !== '');
  const place =
    way === 'office' && chosen
      ? t('subscriptions.termEnd.atOffice', {
          office: chosen.name,
          address: chosen.address,
          hours: chosen.hours,
        })
      : t('subscriptions.termEnd.atAddress', { address: address.trim() });

  const submit = () =>
    book.mutate(
      {
        subscriptionID: subscriptionId,
        date: day,
        ...(way === 'office' ? { office: Number(office) } : { address: address.trim() }),
      },
      { onSuccess: onBooked },
    );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submit();
      }}
    >
      {termEnd.courier && (
        <ChoiceGroup<Way>
          legend={t('subscriptions.termEnd.how')}
          layout="inline"
          value={way}
          onChange={setWay}
          choices={[
            { value: 'office', label: t('subscriptions.termEnd.wayOffice') },
            { value: 'courier', label: t('subscriptions.termEnd.wayCourier') },
          ]}
        />
      )}
      {way === 'office' ? (
        <SelectField
          label={t('subscriptions.termEnd.office')}
          placeholder={t('subscriptions.termEnd.chooseOffice')}
          options={termEnd.offices.map((o) => ({ value: o.id, label: `${o.name} — ${o.address}` }))}
          value={office}
          onChange={(event) => setOffice(event.target.value)}
          error={fields.office}
          hint={chosen?.hours}
        />
      ) : (
        <Field label={t('subscriptions.termEnd.courierAddress')} error={fields.address}>
          {(ids) => (
            <input
              {...ids}
              className={controlClass}
              value={address}
              maxLength={300}
              autoComplete="street-address"
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field
        label={t('subscriptions.termEnd.date')}
        hint={t('subscriptions.termEnd.dateHint', {
          from: formatDate(termEnd.window.from, locale),
          to: formatDate(termEnd.window.to, locale),
        })}
        error={fields.date}
      >
        {(ids) => (
          <input
            {...ids}
            type="date"
            className={`${controlClass} ${styles.dateInput}`}
            min={termEnd.window.from}
            max={termEnd.window.to}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        )}
      </Field>
      {ready && (
        <p className={styles.confirm}>
          {t('subscriptions.termEnd.summary', { date: formatDate(day, locale, 'long'), place })}
        </p>
      )}
      {book.error && Object.keys(fields).length === 0 && <Alert tone="error">{book.error.message}</Alert>}
      <Button type="submit" variant="primary" disabled={!ready} pending={book.isPending}>
        {current ? t('subscriptions.termEnd.save') : t('subscriptions.termEnd.book')}
      </Button>
    </form>
  );
}
