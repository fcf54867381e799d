import { Skeleton } from '../../../components/ui/skeleton';
import styles from './document-article.module.css';

/**
 * Sections enough to reach below a phone's screen: every document is longer than that, so the footer is
 * never in view to jump when the text arrives (issue 10: CLS ≤ 0.05).
 */
const SKELETON_SECTIONS = 6;

/** The rough shape of a document while it loads, below the page's title. */
export function DocumentSkeleton() {
  return (
    <div className={`${styles.article} ${styles.pending}`} aria-hidden="true">
      <Skeleton height={14} width="30%" />
      {Array.from({ length: SKELETON_SECTIONS }, (_, block) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder sections, never reordered
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
