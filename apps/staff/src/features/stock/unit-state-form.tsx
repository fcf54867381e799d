import { zodResolver } from '@hookform/resolvers/zod';
import { type TStaffUnit, type TStaffUnitStateRequest, ZStaffUnitStateRequest } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiError } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { ReasonField } from '../../components/reason-field';
import { sendUnitChange, type UnitChangeHandlers } from './unit-change';

type Next = TStaffUnitStateRequest['state'];

/** What staff may do from each state they may set by hand; reserved, rented and retired offer nothing. */
const NEXT: Partial<Record<TStaffUnit['state'], Next[]>> = {
  available: ['repair', 'retired'],
  repair: ['available', 'retired'],
};

/** To repair or retired with a reason (kept in the audit; a retirement's on the unit too), or back from repair. */
export function UnitStateForm({ unit, ...handlers }: { unit: TStaffUnit } & UnitChangeHandlers) {
  const { t } = useTranslation();
  const id = useId();
  const choices = NEXT[unit.state] ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TStaffUnitStateRequest, unknown, z.output<typeof ZStaffUnitStateRequest>>({
    resolver: zodResolver(ZStaffUnitStateRequest),
    defaultValues: { id: unit.id, version: unit.version, state: choices[0] ?? 'repair', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await sendUnitChange('state/', body, handlers, () => t(`stock.stateDone.${body.state}`));
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['reason']));
    }
  });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('stock.stateTitle')}</h2>
      {choices.length === 0 ? (
        <p className="hint">{unit.state === 'retired' ? t('stock.retiredFinal') : t('stock.inUse')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="field offices">
            <legend>{t('stock.nextState')}</legend>
            {choices.map((state) => (
              <label key={state} className="check">
                <input type="radio" value={state} {...form.register('state')} />
                {t(`stock.actions.${state}`)}
              </label>
            ))}
          </fieldset>
          <p className="hint">{t('stock.stateHint')}</p>
          <ReasonField error={errors.reason} {...form.register('reason')} />
          <FormFailure text={failure} />
          <button type="submit" className="button secondary" disabled={isSubmitting}>
            {t('stock.stateApply')}
          </button>
        </form>
      )}
    </section>
  );
}
