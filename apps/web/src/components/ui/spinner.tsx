import styles from './spinner.module.css';

/** A decorative busy mark; the control it sits in says what is happening. */
export function Spinner({ size = 16 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
