import type { TStaffCatalogModel } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormFailure } from '../../components/form-failure';
import { EditorBanners, useRecordEditor } from '../../components/use-record-editor';
import { catalogWrite, useCatalog, useRefreshCatalog } from './catalog-queries';
import { switchedModel } from './catalog-values';
import { GadgetEditForm } from './gadget-form';
import { ModelList } from './model-list';
import { PhotoList } from './photo-list';
import { useCatalogAction } from './use-catalog-action';

/**
 * One gadget (`/catalog/<id>/`), or a new one (`/catalog/new/?category=`): its fields and extras, its
 * photos, its models. A new gadget gets photos and models once it is saved.
 */
export function GadgetPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tree = useCatalog();
  const refresh = useRefreshCatalog();
  const editor = useRecordEditor<TStaffCatalogModel>({
    refresh,
    switchActive: async (model) => {
      await catalogWrite('models/save/', switchedModel(model));
      return t(model.active ? 'catalog.hiddenDone' : 'catalog.shownDone', { name: model.nameRu });
    },
  });
  const action = useCatalogAction(editor);
  const isNew = id === undefined;
  const gadget = isNew
    ? null
    : (tree.data?.categories.flatMap((category) => category.gadgets).find((row) => String(row.id) === id) ??
      null);
  const name = gadget
    ? i18n.language === 'en'
      ? gadget.nameEn
      : gadget.nameRu
    : t('catalog.newGadgetTitle');

  return (
    <>
      <p>
        <Link to="/catalog/">← {t('catalog.back')}</Link>
      </p>
      <h1>{name}</h1>
      <EditorBanners done={editor.done} stale={editor.stale} reloaded={t('catalog.reloaded')} />
      <FormFailure text={action.failure} />
      {tree.isPending && <p className="muted">{t('loading')}</p>}
      {tree.error && (
        <p role="alert" className="error-banner">
          {tree.error.message}
        </p>
      )}
      {tree.data && !isNew && !gadget && <p className="card muted">{t('catalog.notFound')}</p>}
      {tree.data && (isNew || gadget) && (
        <div className="two">
          <div>
            <GadgetEditForm
              key={gadget ? `${gadget.id}:${gadget.version}` : 'new'}
              gadget={gadget}
              categories={tree.data.categories}
              extras={tree.data.extras}
              category={params.get('category') ?? ''}
              onStale={editor.onStale}
              onSaved={async (saved) => {
                await editor.onSaved(t('catalog.saved', { name: saved.name }));
                if (isNew) navigate(`/catalog/${saved.id}/`, { replace: true });
              }}
              {...(isNew ? { onCancel: () => navigate('/catalog/') } : {})}
            />
          </div>
          <div>
            {gadget ? (
              <>
                <PhotoList gadget={gadget} busy={action.busy} run={action.run} />
                <ModelList
                  gadget={gadget}
                  editing={editor.editing}
                  open={editor.open}
                  close={editor.close}
                  onSaved={editor.onSaved}
                  onStale={editor.onStale}
                  onSwitch={(model) => void editor.onSwitch(model)}
                  switching={editor.switching}
                  busy={action.busy}
                  run={action.run}
                />
              </>
            ) : (
              <p className="card muted">{t('catalog.afterSave')}</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
