import type { TStaffPromoCode, TStaffPromoSavedResponse } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffApiError, staffApi } from '../../lib/staff-api';
import { PromoCodeForm } from './promo-form';
import { usePromoCodes, useRefreshPromo } from './promo-queries';
import { PromoTable } from './promo-table';

/** Which form is open: none, a new code, or a code being edited. */
type Editing = null | 'new' | TStaffPromoCode;

/**
 * Managers: promo codes of both kinds, how much each was used, a form to create or edit one and the
 * on/off switch. Codes are never deleted; a code that was used is switched off and replaced.
 */
export function PromoPage() {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  const refresh = useRefreshPromo();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const open = (next: Editing) => {
    setDone(null);
    setStale(null);
    setEditing(next);
  };
  const onStale = async (text: string) => {
    setEditing(null);
    setDone(null);
    setStale(text);
    await refresh();
  };
  const onSwitch = async (code: TStaffPromoCode) => {
    setSwitching(code.id);
    setDone(null);
    setStale(null);
    try {
      const answer = await staffApi<TStaffPromoSavedResponse>('promo/active/', {
        id: code.id,
        version: code.version,
        active: !code.active,
      });
      setDone(t(answer.code.active ? 'promo.switchedOn' : 'promo.switchedOff', { code: code.code }));
      await refresh();
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) await onStale(error.message);
      else setStale(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <div className="actions">
        <h1>{t('promo.title')}</h1>
        {editing === null && (
          <button type="button" className="button secondary" onClick={() => open('new')}>
            {t('promo.add')}
          </button>
        )}
      </div>
      {done && (
        <p role="status" className="success-banner">
          {done}
        </p>
      )}
      {stale && (
        <p role="alert" className="error-banner">
          {stale} {t('promo.reloaded')}
        </p>
      )}
      {editing !== null && (
        <PromoCodeForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          code={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onStale={onStale}
          onSaved={async (saved) => {
            setEditing(null);
            setDone(t('promo.saved', { code: saved.code }));
            await refresh();
          }}
        />
      )}
      <section className="card" aria-live="polite">
        {codes.isPending && <p className="muted">{t('loading')}</p>}
        {codes.error && <p className="error-banner">{codes.error.message}</p>}
        {codes.data && codes.data.length === 0 && <p className="muted">{t('promo.empty')}</p>}
        {codes.data && codes.data.length > 0 && (
          <PromoTable codes={codes.data} onEdit={open} onSwitch={onSwitch} switching={switching} />
        )}
      </section>
    </>
  );
}
