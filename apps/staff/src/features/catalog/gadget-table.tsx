import { formatMoney, type Locale } from '@ijara/contract';
import type { TStaffCatalogGadget } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { switchedGadget } from './catalog-values';
import { RecordButtons } from './record-buttons';

export interface GadgetTableProps {
  gadgets: TStaffCatalogGadget[];
  busy: string | null;
  run: (key: string, call: () => Promise<unknown>, success: string) => Promise<boolean>;
}

/** A category's gadgets in catalogue order: the first photo, the models with their retail value, shown or hidden. */
export function GadgetTable({ gadgets, busy, run }: GadgetTableProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ru';
  const en = locale === 'en';
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('catalog.gadget')}</th>
          <th scope="col">{t('catalog.models')}</th>
          <th scope="col">{t('catalog.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('catalog.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {gadgets.map((gadget, index) => {
          const name = en ? gadget.nameEn : gadget.nameRu;
          const thumb = gadget.photos[0]?.files[0];
          return (
            <tr key={gadget.id} className={gadget.active ? undefined : 'inactive'}>
              <td>
                <div className="gadget-cell">
                  {thumb ? (
                    <img className="thumb" src={thumb.url} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="thumb">{t('catalog.noPhoto')}</span>
                  )}
                  <div>
                    <Link
                      to={`/catalog/${gadget.id}/`}
                      className="strong"
                      aria-label={t('catalog.open', { name })}
                    >
                      {name}
                    </Link>
                    <br />
                    <span className="small muted mono">{gadget.slug}</span>
                  </div>
                </div>
              </td>
              <td data-label={t('catalog.models')}>
                <ul className="model-summary small">
                  {gadget.models.map((model) => (
                    <li key={model.id} className={model.active ? undefined : 'muted'}>
                      {model.color && <span className="swatch" style={{ background: model.color }} />}
                      {en ? model.nameEn : model.nameRu} · {formatMoney(model.value, locale)}
                      {!model.active && ` · ${t('catalog.hidden')}`}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={t('catalog.status')} className="nowrap">
                {gadget.active ? t('catalog.visible') : t('catalog.hidden')}
              </td>
              <td>
                <RecordButtons
                  kind="gadget"
                  record={gadget}
                  name={name}
                  first={index === 0}
                  last={index === gadgets.length - 1}
                  use={gadget.use}
                  busy={busy}
                  switched={() => switchedGadget(gadget)}
                  run={run}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
