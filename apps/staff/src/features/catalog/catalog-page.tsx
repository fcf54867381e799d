import type { TStaffCatalogCategory } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFailure } from '../../components/form-failure';
import { EditorBanners, useRecordEditor } from '../../components/use-record-editor';
import { catalogWrite, useCatalog, useRefreshCatalog } from './catalog-queries';
import { switchedCategory } from './catalog-values';
import { CategoryEditForm } from './category-form';
import { GadgetTable } from './gadget-table';
import { RecordButtons } from './record-buttons';
import { useCatalogAction } from './use-catalog-action';

/**
 * Managers: the catalogue clients see, category by category: each gadget with its photo and models;
 * categories created and edited here, gadgets on their own page. Hidden, not deleted, once named.
 */
export function CatalogPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const tree = useCatalog();
  const refresh = useRefreshCatalog();
  const editor = useRecordEditor<TStaffCatalogCategory>({
    refresh,
    switchActive: async (category) => {
      await catalogWrite('categories/save/', switchedCategory(category));
      return t(category.active ? 'catalog.hiddenDone' : 'catalog.shownDone', { name: category.nameRu });
    },
  });
  const action = useCatalogAction(editor);
  const categories = tree.data?.categories ?? [];

  return (
    <>
      <div className="actions">
        <h1>{t('catalog.title')}</h1>
        {editor.editing === null && (
          <button type="button" className="button secondary" onClick={() => editor.open('new')}>
            {t('catalog.addCategory')}
          </button>
        )}
        {categories.length > 0 && (
          <Link to="/catalog/new/" className="button secondary">
            {t('catalog.addGadget')}
          </Link>
        )}
      </div>
      <p className="muted">{t('catalog.intro')}</p>
      <EditorBanners done={editor.done} stale={editor.stale} reloaded={t('catalog.reloaded')} />
      <FormFailure text={action.failure} />
      {editor.editing === 'new' && (
        <CategoryEditForm
          category={null}
          onCancel={editor.close}
          onStale={editor.onStale}
          onSaved={(name) => editor.onSaved(t('catalog.saved', { name }))}
        />
      )}
      {tree.isPending && <p className="muted">{t('loading')}</p>}
      {tree.error && (
        <p role="alert" className="error-banner">
          {tree.error.message}
        </p>
      )}
      {tree.data && categories.length === 0 && <p className="card muted">{t('catalog.empty')}</p>}
      {categories.map((category, index) => {
        const name = en ? category.nameEn : category.nameRu;
        const editing =
          editor.editing !== null && editor.editing !== 'new' && editor.editing.id === category.id;
        return (
          <section
            key={category.id}
            className={category.active ? 'card' : 'card inactive'}
            aria-labelledby={`category-${category.id}`}
          >
            <div className="section-head">
              <h2 id={`category-${category.id}`}>
                {name}{' '}
                <span className="small muted">
                  {category.slug} · {category.active ? t('catalog.visible') : t('catalog.hidden')}
                </span>
              </h2>
              <div className="actions">
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('catalog.editNamed', { name })}
                  onClick={() => editor.open(category)}
                >
                  {t('catalog.edit')}
                </button>
                <Link
                  to={`/catalog/new/?category=${category.id}`}
                  className="link-button"
                  aria-label={t('catalog.addGadgetIn', { name })}
                >
                  {t('catalog.addGadget')}
                </Link>
                <RecordButtons
                  kind="category"
                  record={category}
                  name={name}
                  first={index === 0}
                  last={index === categories.length - 1}
                  use={category.gadgets.length === 0 ? { running: 0, subscriptions: 0, units: 0 } : null}
                  busy={action.busy ?? (editor.switching === null ? null : `category:${editor.switching}`)}
                  switched={{ onSwitch: () => void editor.onSwitch(category) }}
                  run={action.run}
                />
              </div>
            </div>
            {editing && (
              <CategoryEditForm
                key={`${category.id}:${category.version}`}
                category={category}
                onCancel={editor.close}
                onStale={editor.onStale}
                onSaved={(saved) => editor.onSaved(t('catalog.saved', { name: saved }))}
              />
            )}
            {category.gadgets.length === 0 ? (
              <p className="muted">{t('catalog.noGadgets')}</p>
            ) : (
              <GadgetTable gadgets={category.gadgets} busy={action.busy} run={action.run} />
            )}
          </section>
        );
      })}
    </>
  );
}
