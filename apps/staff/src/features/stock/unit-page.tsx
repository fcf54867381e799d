import { staffMay } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../app/session';
import { useRefreshStock, useUnit } from './stock-queries';
import type { UnitChangeHandlers } from './unit-change';
import { UnitEditForm } from './unit-edit-form';
import { UnitFacts } from './unit-facts';
import { UnitHistory } from './unit-history';
import { UnitMoveForm } from './unit-move-form';
import { UnitStateForm } from './unit-state-form';

type Notice = { kind: 'done' | 'stale'; text: string };

/** One unit: its facts, and for managers its edit, transfer and repair/retirement; then its history. */
export function UnitPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const page = useUnit(id);
  const me = useMe().data;
  const refresh = useRefreshStock();
  const [notice, setNotice] = useState<Notice | null>(null);
  const handlers: UnitChangeHandlers = {
    onDone: async (text) => {
      setNotice({ kind: 'done', text });
      await refresh();
    },
    onStale: async (text) => {
      setNotice({ kind: 'stale', text });
      await refresh();
    },
  };
  if (page.isPending) return <p className="muted">{t('loading')}</p>;
  if (page.error) {
    return (
      <section className="card narrow">
        <p role="alert" className="error-banner">
          {page.error.message}
        </p>
        <Link to="/stock/">{t('stock.back')}</Link>
      </section>
    );
  }
  const { unit } = page.data;
  // Each form starts again from the unit as it is after a change (its version is in the key).
  const key = `${unit.id}:${unit.version}:${unit.state}`;
  return (
    <>
      <p>
        <Link to="/stock/">← {t('stock.back')}</Link>
      </p>
      <h1>{t('stock.unitTitle', { model: unit.model.name, serial: unit.serial })}</h1>
      {notice?.kind === 'done' && (
        <p role="status" className="success-banner">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'stale' && (
        <p role="alert" className="error-banner">
          {notice.text}
          <br />
          {t('stock.reloaded')}
        </p>
      )}
      <div className="two">
        <UnitFacts unit={unit} />
        {me && staffMay(me.role, 'stock.manage') && <UnitEditForm key={key} unit={unit} {...handlers} />}
      </div>
      {me && staffMay(me.role, 'stock.manage') && (
        <div className="two">
          <UnitMoveForm key={`move:${key}`} unit={unit} {...handlers} />
          <UnitStateForm key={`state:${key}`} unit={unit} {...handlers} />
        </div>
      )}
      <UnitHistory page={page.data} />
    </>
  );
}
