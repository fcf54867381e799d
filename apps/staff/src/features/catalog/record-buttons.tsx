import type { CatalogKind, TStaffCatalogUse } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { catalogWrite } from './catalog-queries';

interface Record {
  id: number;
  version: number;
  active: boolean;
}

export interface RecordButtonsProps {
  kind: CatalogKind;
  record: Record;
  /** The name the buttons' labels and the messages say. */
  name: string;
  first: boolean;
  last: boolean;
  /** What still names it (a category: its gadgets as units); the delete button shows only when nothing does. */
  use: TStaffCatalogUse | null;
  busy: string | null;
  /** Hide or show: the body of the save that flips it, or the page's own switch (useRecordEditor's onSwitch). */
  switched: (() => object) | { onSwitch: () => void };
  run: (key: string, call: () => Promise<unknown>, success: string) => Promise<boolean>;
}

const SAVE_PATH = { category: 'categories/save/', gadget: 'gadgets/save/', model: 'models/save/' } as const;

/** Up, down, hide or show, and delete when nothing names the record (else why not: hide it instead). */
export function RecordButtons(props: RecordButtonsProps) {
  const { kind, record, name, first, last, use, busy, switched, run } = props;
  const { t } = useTranslation();
  const key = `${kind}:${record.id}`;
  const move = (direction: 'up' | 'down') =>
    run(
      key,
      () => catalogWrite('move/', { kind, id: record.id, version: record.version, direction }),
      t('catalog.moved'),
    );
  const named = use !== null && (use.subscriptions > 0 || use.units > 0);
  return (
    <div className="actions">
      <button
        type="button"
        className="link-button"
        disabled={first || busy === key}
        aria-label={t('catalog.upNamed', { name })}
        onClick={() => move('up')}
      >
        {t('catalog.up')}
      </button>
      <button
        type="button"
        className="link-button"
        disabled={last || busy === key}
        aria-label={t('catalog.downNamed', { name })}
        onClick={() => move('down')}
      >
        {t('catalog.down')}
      </button>
      <button
        type="button"
        className="link-button"
        disabled={busy === key}
        aria-label={t(record.active ? 'catalog.hideNamed' : 'catalog.showNamed', { name })}
        onClick={() =>
          typeof switched !== 'function'
            ? switched.onSwitch()
            : run(
                key,
                () => catalogWrite(SAVE_PATH[kind], switched()),
                t(record.active ? 'catalog.hiddenDone' : 'catalog.shownDone', { name }),
              )
        }
      >
        {record.active ? t('catalog.hide') : t('catalog.show')}
      </button>
      {use !== null && !named && (
        <button
          type="button"
          className="link-button danger"
          disabled={busy === key}
          aria-label={t('catalog.removeNamed', { name })}
          onClick={() => {
            if (!window.confirm(t('catalog.confirmRemove', { name }))) return;
            void run(
              key,
              () => catalogWrite('delete/', { kind, id: record.id, version: record.version }),
              t('catalog.removed', { name }),
            );
          }}
        >
          {t('catalog.remove')}
        </button>
      )}
      {named && <span className="hint use-hint">{t('catalog.inUse', use)}</span>}
    </div>
  );
}
