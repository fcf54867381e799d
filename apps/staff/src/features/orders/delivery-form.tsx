import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, type Locale } from '@ijara/contract';
import {
  type TStaffDeliveryResponse,
  type TStaffOrderDetail,
  ZStaffDeliverySlot,
} from '@ijara/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { staffApi } from '../../lib/staff-api';

const ZDeliveryForm = ZStaffDeliverySlot;

/** A delivery's day and time window; saving it sends the client the courier notice. */
export function DeliveryForm({ order }: { order: TStaffOrderDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const id = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const slot = order.deliverySlot;
  const form = useForm<z.input<typeof ZDeliveryForm>, unknown, z.output<typeof ZDeliveryForm>>({
    resolver: zodResolver(ZDeliveryForm),
    defaultValues: { date: slot?.date ?? '', from: slot?.from ?? '10:00', to: slot?.to ?? '14:00' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await staffApi<TStaffDeliveryResponse>('orders/delivery/', { subscriptionID: order.id, ...values });
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['date', 'from', 'to']));
    }
  });
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('delivery.title')}</h2>
      <p className="hint">
        {slot
          ? t('delivery.current', { date: formatDate(slot.date, locale), from: slot.from, to: slot.to })
          : t('delivery.none')}
      </p>
      <div className="row-fields">
        <Field label={t('delivery.date')} type="date" error={errors.date} {...form.register('date')} />
        <Field label={t('delivery.from')} type="time" error={errors.from} {...form.register('from')} />
        <Field label={t('delivery.to')} type="time" error={errors.to} {...form.register('to')} />
      </div>
      <FormFailure text={failure} />
      {saved && (
        <p role="status" className="success-banner">
          {t('delivery.saved')}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {t('delivery.save')}
      </button>
    </form>
  );
}
