import { formatMoney, type Locale } from '@ijara/contract';
import type { TStaffCatalogGadget, TStaffCatalogModel } from '@ijara/contract/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Editing } from '../../components/use-record-editor';
import { ModelEditForm } from './model-form';
import { RecordButtons } from './record-buttons';

export interface ModelListProps {
  gadget: TStaffCatalogGadget;
  editing: Editing<TStaffCatalogModel>;
  open: (next: Editing<TStaffCatalogModel>) => void;
  close: () => void;
  onSaved: (text: string) => Promise<void>;
  onStale: (text: string) => Promise<void>;
  /** Hide or show a model (useRecordEditor's onSwitch) and the one being switched. */
  onSwitch: (model: TStaffCatalogModel) => void;
  switching: number | null;
  busy: string | null;
  run: (key: string, call: () => Promise<unknown>, success: string) => Promise<boolean>;
}

/** The gadget's models in catalogue order, each with its form in place; prices are on the price page. */
export function ModelList(props: ModelListProps) {
  const { gadget, editing, open, close, onSaved, onStale, onSwitch, switching, busy, run } = props;
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ru';
  const id = useId();
  const models = gadget.models;
  const form = (model: TStaffCatalogModel | null) => (
    <ModelEditForm
      key={model ? `${model.id}:${model.version}` : 'new'}
      gadgetID={gadget.id}
      model={model}
      onCancel={close}
      onStale={onStale}
      onSaved={(name) => onSaved(t('catalog.saved', { name }))}
    />
  );

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <div className="section-head">
        <h2 id={`${id}-title`}>{t('catalog.modelsTitle')}</h2>
        {editing === null && (
          <button type="button" className="button secondary" onClick={() => open('new')}>
            {t('catalog.addModel')}
          </button>
        )}
      </div>
      {editing === 'new' && form(null)}
      {models.length === 0 && <p className="muted">{t('catalog.noModels')}</p>}
      <ul className="model-list">
        {models.map((model, index) => {
          const name = locale === 'en' ? model.nameEn : model.nameRu;
          const specs = locale === 'en' ? model.specsEn : model.specsRu;
          return (
            <li key={model.id} className={model.active ? undefined : 'inactive'}>
              <div className="model-line">
                <div>
                  {model.color && <span className="swatch" style={{ background: model.color }} />}
                  <span className="strong">{name}</span>{' '}
                  <span className="small muted mono">{model.slug}</span>
                  <br />
                  <span className="small">
                    {[
                      specs,
                      formatMoney(model.value, locale),
                      model.active ? t('catalog.visible') : t('catalog.hidden'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <div className="actions">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('catalog.editNamed', { name })}
                    onClick={() => open(model)}
                  >
                    {t('catalog.edit')}
                  </button>
                  <Link
                    to={`/prices/?model=${model.id}`}
                    className="link-button"
                    aria-label={t('catalog.pricesNamed', { name })}
                  >
                    {t('catalog.prices')}
                  </Link>
                  <RecordButtons
                    kind="model"
                    record={model}
                    name={name}
                    first={index === 0}
                    last={index === models.length - 1}
                    use={model.use}
                    busy={busy ?? (switching === null ? null : `model:${switching}`)}
                    switched={{ onSwitch: () => onSwitch(model) }}
                    run={run}
                  />
                </div>
              </div>
              {editing !== null && editing !== 'new' && editing.id === model.id && form(model)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
