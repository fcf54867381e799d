import type { TStaffPromoCode, TStaffPromoSavedResponse } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { EditorBanners, useRecordEditor } from '../../components/use-record-editor';
import { staffApi } from '../../lib/staff-api';
import { PromoCodeForm } from './promo-form';
import { usePromoCodes, useRefreshPromo } from './promo-queries';
import { PromoTable } from './promo-table';

/**
 * Managers: promo codes of both kinds, how much each was used, a form to create or edit one and the
 * on/off switch. Codes are never deleted; a code that was used is switched off and replaced.
 */
export function PromoPage() {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  const refresh = useRefreshPromo();
  const { editing, open, close, done, stale, switching, onStale, onSaved, onSwitch } =
    useRecordEditor<TStaffPromoCode>({
      refresh,
      switchActive: async (code) => {
        const answer = await staffApi<TStaffPromoSavedResponse>('promo/active/', {
          id: code.id,
          version: code.version,
          active: !code.active,
        });
        return t(answer.code.active ? 'promo.switchedOn' : 'promo.switchedOff', { code: code.code });
      },
    });

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
      <EditorBanners done={done} stale={stale} reloaded={t('promo.reloaded')} />
      {editing !== null && (
        <PromoCodeForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          code={editing === 'new' ? null : editing}
          onCancel={close}
          onStale={onStale}
          onSaved={(saved) => onSaved(t('promo.saved', { code: saved.code }))}
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
