import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './result.module.css';

interface ResultProps {
  /** A round icon badge above the title (success pages)… */
  icon?: IconName;
  /** …or a large HTTP status (the 400, 404 and error pages). */
  code?: number | string;
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'success';
}

/** A centred outcome page: success pages (SPEC.md §2) and the 400, 404 and error pages (§8). */
export function Result({ icon, code, title, text, children, actions, tone = 'neutral' }: ResultProps) {
  return (
    <section className={styles.result}>
      {code !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      {icon && (
        <span className={styles.badge} data-tone={tone}>
          <Icon name={icon} size={32} />
        </span>
      )}
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
