import { formatAmount, formatDate, type Locale } from '@ijara/contract';
import type { TStaffPromoCode } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

export interface PromoTableProps {
  codes: TStaffPromoCode[];
  onEdit: (code: TStaffPromoCode) => void;
  onSwitch: (code: TStaffPromoCode) => void;
  /** The code being switched: its button waits. */
  switching: number | null;
}

/** What the code gives, in the page's language: "−15 % каждый месяц", "500 баллов". */
function usePromise(): (code: TStaffPromoCode) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (code) => {
    const som = code.amount === null ? '' : formatAmount(code.amount, locale);
    if (code.kind === 'bonus') return t('promo.givesPoints', { som });
    const discount =
      code.percent === null
        ? t('promo.minusSom', { som })
        : t('promo.minusPercent', { percent: code.percent });
    return `${discount} · ${t(`promo.months.${code.appliesTo ?? 'first_month'}`)}`;
  };
}

export function PromoTable({ codes, onEdit, onSwitch, switching }: PromoTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const gives = usePromise();
  const day = (value: string | null) => (value ? formatDate(value, locale) : '…');
  const period = (code: TStaffPromoCode) =>
    code.validFrom || code.validTo
      ? t('promo.period', { from: day(code.validFrom), to: day(code.validTo) })
      : t('promo.always');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('promo.code')}</th>
          <th scope="col">{t('promo.kind')}</th>
          <th scope="col">{t('promo.gives')}</th>
          <th scope="col">{t('promo.valid')}</th>
          <th scope="col">{t('promo.uses')}</th>
          <th scope="col">{t('promo.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('promo.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id} className={code.active ? undefined : 'inactive'}>
            <td data-label={t('promo.code')}>
              <span className="mono nowrap">{code.code}</span>
            </td>
            <td data-label={t('promo.kind')}>{t(`promo.kinds.${code.kind}`)}</td>
            <td data-label={t('promo.gives')}>{gives(code)}</td>
            <td data-label={t('promo.valid')}>{period(code)}</td>
            <td data-label={t('promo.uses')}>
              {code.maxUses === null
                ? t('promo.usedNoCap', { used: code.used })
                : t('promo.usedOfCap', { used: code.used, cap: code.maxUses })}
              <span className="muted small"> · {t('promo.clients', { count: code.clients })}</span>
            </td>
            <td data-label={t('promo.status')}>{code.active ? t('promo.on') : t('promo.off')}</td>
            <td>
              <div className="actions">
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('promo.editCode', { code: code.code })}
                  onClick={() => onEdit(code)}
                >
                  {t('promo.edit')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={switching === code.id}
                  aria-label={t(code.active ? 'promo.switchOffCode' : 'promo.switchOnCode', {
                    code: code.code,
                  })}
                  onClick={() => onSwitch(code)}
                >
                  {code.active ? t('promo.switchOff') : t('promo.switchOn')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
