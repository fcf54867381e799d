import { type CSSProperties, useSyncExternalStore } from 'react';
import { PROGRESS_DURATION_MS, type Progress } from './progress';
import styles from './progress-bar.module.css';

/** Decorative: the page itself announces loading with aria-busy. */
export function ProgressBar({ progress }: { progress: Progress }) {
  const { phase } = useSyncExternalStore(progress.subscribe, progress.get, progress.get);
  return (
    <div
      className={styles.bar}
      data-phase={phase}
      aria-hidden="true"
      style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
    />
  );
}
