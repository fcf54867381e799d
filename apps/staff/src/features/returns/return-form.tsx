import type { TStaffReturnDetail, TStaffReturnReceivedResponse } from '@ijara/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccessoryChecklist } from '../../components/accessory-checklist';
import { FormFailure } from '../../components/form-failure';
import { type Photo, PhotoPicker } from '../../components/photo-picker';
import { useApiForm } from '../../components/use-api-form';
import { staffApi } from '../../lib/staff-api';
import type { ReceivedState } from './returns-page';
import { RETURNS_KEY } from './returns-queries';

const USUAL = ['charger', 'cable', 'box'] as const;
const OUTCOMES = ['ok', 'damaged'] as const;

/**
 * The return: the IMEI the device shows (checked against the unit's), photos, what came back in the
 * box, a note and the outcome — fine (back in stock) or damaged (to repair). Field errors come from the
 * api in the page's language.
 */
export function ReturnForm({ found }: { found: TStaffReturnDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors, failure, busy, send, fieldError } = useApiForm(id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [imei, setImei] = useState('');
  const [accessories, setAccessories] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [outcome, setOutcome] = useState<(typeof OUTCOMES)[number] | null>(null);
  // What went out with the device first, then the usual contents of a box.
  const items = [
    ...new Set([...(found.handover?.accessories ?? []), ...USUAL.map((key) => t(`handover.usual.${key}`))]),
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    return send(async () => {
      const done = await staffApi<TStaffReturnReceivedResponse>('returns/receive/', {
        subscriptionID: found.id,
        imei,
        accessories,
        note,
        photos: photos.map((p) => p.base64),
        ...(outcome ? { outcome } : {}),
      });
      await client.invalidateQueries({ queryKey: RETURNS_KEY });
      const state: ReceivedState = { received: done.id, unitState: done.unitState };
      navigate('/returns/', { state });
    });
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('returns.formTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-imei`}>IMEI</label>
        <input
          id={`${id}-imei`}
          inputMode="numeric"
          autoComplete="off"
          value={imei}
          onChange={(event) => setImei(event.target.value)}
          aria-invalid={errors.imei ? true : undefined}
          aria-describedby={[`${id}-imei-hint`, errors.imei ? `${id}-imei-error` : ''].join(' ').trim()}
        />
        <p id={`${id}-imei-hint`} className="hint">
          {t('returns.imeiHint')}
        </p>
        {fieldError('imei')}
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} error={fieldError('photos')} />
      <AccessoryChecklist
        legend={t('returns.accessories')}
        items={items}
        checked={accessories}
        onChange={setAccessories}
      />
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('handover.note')}</label>
        <textarea id={`${id}-note`} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <fieldset
        className="field offices"
        aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}
      >
        <legend>{t('returns.outcome')}</legend>
        {OUTCOMES.map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {t(`returns.outcomes.${value}`)}
          </label>
        ))}
        {fieldError('outcome')}
      </fieldset>
      <FormFailure text={failure} />
      <button type="submit" className="button block" disabled={busy}>
        {busy ? t('handover.sending') : t('returns.submit')}
      </button>
    </form>
  );
}
