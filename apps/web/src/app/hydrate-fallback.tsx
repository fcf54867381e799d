import styles from './hydrate-fallback.module.css';

/** Shown while the first route's modules load; nothing to read yet, so nothing to announce. */
export function HydrateFallback() {
  return (
    <div className={styles.fallback} aria-hidden="true">
      <img className={styles.logo} src="/svg/logo.svg" alt="" width="106" height="34" />
    </div>
  );
}
