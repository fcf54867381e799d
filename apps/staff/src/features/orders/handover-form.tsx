import type { TStaffHandoverResponse, TStaffOrderDetail } from '@ijara/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccessoryChecklist } from '../../components/accessory-checklist';
import { FormFailure } from '../../components/form-failure';
import { type Photo, PhotoPicker } from '../../components/photo-picker';
import { useApiForm } from '../../components/use-api-form';
import { staffApi } from '../../lib/staff-api';

/** The usual contents of a box; the order's own extras come first. */
const USUAL = ['charger', 'cable', 'box'] as const;

/**
 * The hand-over: the unit by serial (the reserved one first), the ID check, and the condition record —
 * photos from the phone's camera, the IMEI, what is in the box, a note. Field errors come from the api
 * in the page's language; two operators on one order: the second is told it is already handed over.
 */
export function HandoverForm({ order }: { order: TStaffOrderDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors, failure, busy, send, fieldError } = useApiForm(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [serial, setSerial] = useState(order.units[0]?.serial ?? '');
  const [imei, setImei] = useState(order.units[0]?.imei ?? '');
  const [idChecked, setIdChecked] = useState(false);
  const [accessories, setAccessories] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const items = [...order.extras.map((e) => e.name), ...USUAL.map((key) => t(`handover.usual.${key}`))];

  const pickUnit = (value: string) => {
    setSerial(value);
    setImei(order.units.find((u) => u.serial === value)?.imei ?? '');
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    return send(async () => {
      const done = await staffApi<TStaffHandoverResponse>('orders/handover/', {
        subscriptionID: order.id,
        serial,
        idChecked,
        imei,
        accessories,
        note,
        photos: photos.map((p) => p.base64),
      });
      await client.invalidateQueries({ queryKey: ['staff', 'orders'] });
      navigate('/', { state: { handedOver: done.id } });
    });
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('handover.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-serial`}>{t('handover.unit')}</label>
        <select id={`${id}-serial`} value={serial} onChange={(event) => pickUnit(event.target.value)}>
          {order.units.map((unit) => (
            <option key={unit.serial} value={unit.serial}>
              {unit.serial}
              {unit.reserved ? ` · ${t('handover.reserved')}` : ''}
              {unit.office ? ` · ${unit.office}` : ''}
            </option>
          ))}
        </select>
        {fieldError('serial')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-imei`}>IMEI</label>
        <input
          id={`${id}-imei`}
          inputMode="numeric"
          autoComplete="off"
          value={imei}
          onChange={(event) => setImei(event.target.value)}
          aria-invalid={errors.imei ? true : undefined}
          aria-describedby={`${id}-imei-hint`}
        />
        <p id={`${id}-imei-hint`} className="hint">
          {t('handover.imeiHint')}
        </p>
        {fieldError('imei')}
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} error={fieldError('photos')} />
      <AccessoryChecklist
        legend={t('handover.accessories')}
        items={items}
        checked={accessories}
        onChange={setAccessories}
      />
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('handover.note')}</label>
        <textarea id={`${id}-note`} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <label className="check strong">
        <input type="checkbox" checked={idChecked} onChange={(event) => setIdChecked(event.target.checked)} />
        {t('handover.idChecked')}
      </label>
      {fieldError('idChecked')}
      <FormFailure text={failure} />
      <button type="submit" className="button block" disabled={busy}>
        {busy ? t('handover.sending') : t('handover.submit')}
      </button>
    </form>
  );
}
