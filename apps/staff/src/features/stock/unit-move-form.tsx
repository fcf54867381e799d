import type { TStaffUnit } from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/form-failure';
import { useOffices } from '../people/offices';
import { sendUnitChange, type UnitChangeHandlers } from './unit-change';

/** An available unit or one in repair goes to another office; its city follows the office. */
export function UnitMoveForm({ unit, ...handlers }: { unit: TStaffUnit } & UnitChangeHandlers) {
  const { t } = useTranslation();
  const id = useId();
  const offices = useOffices().data?.filter((office) => office.active && office.id !== unit.office?.id);
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const movable = unit.state === 'available' || unit.state === 'repair';
  const move = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await sendUnitChange(
        'transfer/',
        { id: unit.id, version: unit.version, officeID: Number(to) },
        handlers,
        (a) => t('stock.moved', { office: a.unit.office?.name ?? '' }),
      );
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('stock.moveTitle')}</h2>
      {!movable ? (
        <p className="hint">{unit.state === 'retired' ? t('stock.retiredFinal') : t('stock.cannotMove')}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void move();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-office`}>{t('stock.moveTo')}</label>
            <select id={`${id}-office`} value={to} onChange={(event) => setTo(event.target.value)}>
              <option value="">{t('stock.choose')}</option>
              {offices?.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name} · {office.city}
                </option>
              ))}
            </select>
          </div>
          <FormFailure text={failure} />
          <button type="submit" className="button secondary" disabled={busy || to === ''}>
            {t('stock.move')}
          </button>
        </form>
      )}
    </section>
  );
}
