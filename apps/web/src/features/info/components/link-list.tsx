import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import styles from './link-list.module.css';

export interface LinkListItem {
  href: string;
  title: ReactNode;
  text?: ReactNode;
  icon: IconName;
}

/** A list of cards that each lead to a page (documents, help topics). */
export function LinkList({ items }: { items: LinkListItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={22} />
            </span>
            <span className={styles.body}>
              <span className={styles.title}>{item.title}</span>
              {item.text && <span className={styles.text}>{item.text}</span>}
            </span>
            <Icon name="chevron-right" size={20} className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
