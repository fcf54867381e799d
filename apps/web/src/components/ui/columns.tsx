import type { ReactNode } from 'react';
import styles from './columns.module.css';

/** Two fields side by side from 640 px, one under the other below. */
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}
