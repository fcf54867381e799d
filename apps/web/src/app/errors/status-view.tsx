import type { ReactNode } from 'react';
import styles from './status-view.module.css';

interface StatusViewProps {
  code: number | string;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}

/** The shared frame of the 400, 404 and error pages: a big status, what happened, what to do. */
export function StatusView({ code, title, text, actions }: StatusViewProps) {
  return (
    <section className={styles.view}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
