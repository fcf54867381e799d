import { Skeleton } from '../../../components/ui/skeleton';
import styles from './document-article.module.css';

/** The rough shape of a document while it loads, below the page's title. */
export function DocumentSkeleton() {
  return (
    <div className={`${styles.article} ${styles.pending}`} aria-hidden="true">
      <Skeleton height={14} width="30%" />
      {[0, 1, 2].map((block) => (
        <div key={block} style={{ display: 'grid', gap: 10, marginTop: 36 }}>
          <Skeleton height={22} width="40%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="85%" />
        </div>
      ))}
    </div>
  );
}
