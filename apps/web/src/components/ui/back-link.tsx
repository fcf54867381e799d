import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';
import { Icon } from './icon';

/** "← All documents": the way up from a detail page to its list. */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `${styles.back} ${className}` : styles.back}>
      <Icon name="arrow-left" size={18} />
      {children}
    </Link>
  );
}
