import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  centered?: boolean;
}

/** The page's one h1, with an optional line of context above and a lead paragraph below. */
export function PageHeader({ title, lead, eyebrow, actions, centered }: PageHeaderProps) {
  return (
    <header className={cx(styles.header, centered && styles.centered)}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
