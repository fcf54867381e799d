import {
  CLAIM_THEFT_SHARE_PERCENT,
  claimLiability,
  claimOutcomesFor,
  formatMoney,
  type Locale,
  type Money,
  type TClaimOutcome,
} from '@ijara/contract';
import type { TStaffClaimDecideResponse, TStaffClaimDetail, TStaffClaimQuote } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/form-failure';
import { useApiForm } from '../../components/use-api-form';
import { toMinor } from '../../lib/som';
import { StaffApiError, staffApi } from '../../lib/staff-api';

/** Whole som as staff type them: the wire takes whole som (minor units divisible by 100). */
const WHOLE_SOM = /^\d{1,9}$/;

interface DecideFormProps {
  claim: TStaffClaimDetail;
  /** Decided: what to tell the person; the page reloads the claim. */
  onDone: (message: string) => Promise<void>;
  /** Another change came first (409): say so and reload. */
  onStale: (message: string) => Promise<void>;
}

export interface DecideValues {
  outcome: TClaimOutcome | null;
  cover: boolean;
  repairCost: string;
  lowered: string;
}

/** Late, insured, and the cover makes a difference: whether it applies is the staff's call. */
export function asksCover(claim: Pick<TStaffClaimDetail, 'late' | 'kind' | 'subscription'>): boolean {
  return claim.late && claim.subscription.insurance && claim.kind !== 'lost';
}

/**
 * What the chosen outcome costs the client by the offer: the api's quote for it (with or without the
 * cover), or — a repair cost to assess — the contract's claimLiability with the cost typed. Null while
 * that cost is missing.
 */
export function computedAmount(
  claim: Pick<TStaffClaimDetail, 'late' | 'kind' | 'subscription' | 'quotes'>,
  values: DecideValues,
): { quote: TStaffClaimQuote | undefined; amount: Money | null; needsRepairCost: boolean } {
  const coverApplies = asksCover(claim) ? values.cover : true;
  const quote =
    claim.quotes.find((q) => q.outcome === values.outcome && q.coverApplies === coverApplies) ??
    claim.quotes.find((q) => q.outcome === values.outcome);
  if (!quote) return { quote, amount: null, needsRepairCost: false };
  if (quote.amount !== null) return { quote, amount: quote.amount, needsRepairCost: false };
  const typed = values.repairCost.trim();
  if (!WHOLE_SOM.test(typed)) return { quote, amount: null, needsRepairCost: true };
  const { amount } = claimLiability({
    kind: claim.kind,
    insured: claim.subscription.insurance,
    value: claim.subscription.deviceValue,
    coverApplies,
    repairCost: toMinor(typed),
  });
  return { quote, amount, needsRepairCost: true };
}

/**
 * The decision (claims.decide): an outcome the kind allows, whether the cover applies to a late report,
 * the repair cost where the client pays it, the amount the offer computes shown as it changes, a lower
 * amount if staff choose (never higher: refused here and by the api), the reason the client reads, and
 * for a replacement the free unit swapped in.
 */
export function ClaimDecideForm({ claim, onDone, onStale }: DecideFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const id = useId();
  const { errors, failure, busy, send, fieldError } = useApiForm(id);
  const [values, setValues] = useState<DecideValues>({
    outcome: null,
    cover: true,
    repairCost: '',
    lowered: '',
  });
  const [reason, setReason] = useState('');
  const [serial, setSerial] = useState('');
  const money = (amount: Money) => formatMoney(amount, locale);
  const set = (next: Partial<DecideValues>) => setValues((before) => ({ ...before, ...next }));
  const { quote, amount, needsRepairCost } = computedAmount(claim, values);
  const lowered = values.lowered.trim();
  const loweredMinor = WHOLE_SOM.test(lowered) ? toMinor(lowered) : null;
  const loweredError =
    lowered === ''
      ? null
      : loweredMinor === null
        ? t('api.staffClaimAmountFormat')
        : amount !== null && loweredMinor > amount
          ? t('claims.decide.tooHigh', { amount: money(amount) })
          : null;
  const repairError =
    needsRepairCost && values.repairCost.trim() !== '' && !WHOLE_SOM.test(values.repairCost.trim())
      ? t('api.staffClaimAmountFormat')
      : null;
  const replace = values.outcome === 'replace';
  const noUnits = replace && claim.replacementUnits.length === 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (loweredError || repairError) return;
    return send(async () => {
      try {
        const done = await staffApi<TStaffClaimDecideResponse>('claims/decide/', {
          id: claim.id,
          version: claim.version,
          ...(values.outcome ? { outcome: values.outcome } : {}),
          ...(asksCover(claim) ? { coverApplies: values.cover } : {}),
          ...(needsRepairCost && WHOLE_SOM.test(values.repairCost.trim())
            ? { repairCost: toMinor(values.repairCost.trim()) }
            : {}),
          ...(loweredMinor !== null ? { amount: loweredMinor } : {}),
          reason,
          ...(replace ? { replacementSerial: serial } : {}),
        });
        const charged = done.claim.amount ?? 0;
        const message =
          done.payment === null
            ? t('claims.decide.closed')
            : done.payment.status === 'success'
              ? t('claims.decide.charged', { amount: money(charged) })
              : done.payment.status === 'processing'
                ? t('claims.decide.chargeProcessing', { amount: money(charged) })
                : t('claims.decide.chargeFailed', { amount: money(charged) });
        await onDone(message);
      } catch (error) {
        if (error instanceof StaffApiError && error.status === 409) {
          await onStale(error.message);
          return;
        }
        throw error;
      }
    });
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('claims.decide.title')}</h2>
      <fieldset
        className="field offices"
        aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}
      >
        <legend>{t('claims.decide.outcome')}</legend>
        {claimOutcomesFor(claim.kind).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={value}
              checked={values.outcome === value}
              onChange={() => set({ outcome: value })}
            />
            {t(`claims.decide.outcomes.${value}`)}
          </label>
        ))}
        {fieldError('outcome')}
      </fieldset>

      {asksCover(claim) && (
        <div className="field">
          <label className="check strong">
            <input
              type="checkbox"
              checked={values.cover}
              onChange={(event) => set({ cover: event.target.checked })}
            />
            {t('claims.decide.cover')}
          </label>
          <p className="hint">{t('claims.decide.coverHint')}</p>
          {fieldError('coverApplies')}
        </div>
      )}

      {needsRepairCost && (
        <div className="field">
          <label htmlFor={`${id}-repair`}>{t('claims.decide.repairCost')}</label>
          <input
            id={`${id}-repair`}
            inputMode="numeric"
            autoComplete="off"
            value={values.repairCost}
            onChange={(event) => set({ repairCost: event.target.value })}
            aria-invalid={repairError || errors.repairCost ? true : undefined}
            aria-describedby={`${id}-repair-hint`}
          />
          <p id={`${id}-repair-hint`} className="hint">
            {t('claims.decide.repairCostHint', { value: money(claim.subscription.deviceValue) })}
          </p>
          {repairError ? <p className="field-error">{repairError}</p> : fieldError('repairCost')}
        </div>
      )}

      {replace && (
        <div className="field">
          <label htmlFor={`${id}-serial`}>{t('claims.decide.replacement')}</label>
          {noUnits ? (
            <p className="error-banner">{t('claims.decide.noUnits')}</p>
          ) : (
            <select
              id={`${id}-serial`}
              value={serial}
              onChange={(event) => setSerial(event.target.value)}
              aria-invalid={errors.replacementSerial ? true : undefined}
            >
              <option value="">{t('claims.decide.chooseUnit')}</option>
              {claim.replacementUnits.map((unit) => (
                <option key={unit.serial} value={unit.serial}>
                  {unit.serial}
                  {unit.imei ? ` · IMEI ${unit.imei}` : ''}
                  {unit.office ? ` · ${unit.office}` : ''}
                </option>
              ))}
            </select>
          )}
          {fieldError('replacementSerial')}
        </div>
      )}

      {values.outcome && (
        <div className="computed" aria-live="polite" data-testid="claim-computed">
          <span className="muted small">{t('claims.decide.computed')}</span>
          {amount === null ? (
            <span>{t('claims.decide.computedPending')}</span>
          ) : (
            <strong>
              {money(amount)}
              {quote && (
                <span className="muted small">
                  {' · '}
                  {t(`claims.decide.bases.${needsRepairCost ? 'repair_cost' : quote.basis}`, {
                    share: CLAIM_THEFT_SHARE_PERCENT,
                  })}
                </span>
              )}
            </strong>
          )}
        </div>
      )}

      {values.outcome && amount !== null && amount > 0 && (
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('claims.decide.lower')}</label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            value={values.lowered}
            onChange={(event) => set({ lowered: event.target.value })}
            aria-invalid={loweredError || errors.amount ? true : undefined}
            aria-describedby={`${id}-amount-hint${loweredError ? ` ${id}-amount-local` : ''}`}
          />
          <p id={`${id}-amount-hint`} className="hint">
            {t('claims.decide.lowerHint')}
          </p>
          {loweredError ? (
            <p id={`${id}-amount-local`} className="field-error">
              {loweredError}
            </p>
          ) : (
            fieldError('amount')
          )}
        </div>
      )}

      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('claims.decide.reason')}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-hint`}
        />
        <p id={`${id}-reason-hint`} className="hint">
          {t('claims.decide.reasonHint')}
        </p>
        {fieldError('reason')}
      </div>
      <FormFailure text={failure} />
      <button
        type="submit"
        className="button block"
        disabled={busy || noUnits || loweredError !== null || repairError !== null}
      >
        {busy ? t('claims.decide.sending') : t('claims.decide.submit')}
      </button>
    </form>
  );
}
