import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { useOnline } from '../../lib/use-online';
import styles from './offline-bar.module.css';

/** Whether every query the page shows has data: only then is the page "saved data". */
function usePageHasData(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  return useSyncExternalStore(
    subscribe,
    () => cache.findAll({ type: 'active' }).every((query) => query.state.data !== undefined),
    () => true,
  );
}

/**
 * An unobtrusive notice while the browser is offline. It says the page shows saved data only when it
 * does; a block with nothing saved says itself that it loads when the connection is back (QueryState).
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  const hasData = usePageHasData();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {!online && (
        <p className={styles.bar}>
          <Icon name="offline" size={18} />
          {hasData ? t('common.offlineSaved') : t('common.offline')}
        </p>
      )}
    </div>
  );
}
