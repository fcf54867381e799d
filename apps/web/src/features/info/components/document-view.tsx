import type { TDocSlug } from '@ijara/contract';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useMinimumLoading } from '../../../lib/use-minimum-loading';
import { useDocument } from '../api/get-document';
import { DocumentArticle } from './document-article';
import styles from './document-article.module.css';
import { DocumentSkeleton } from './document-skeleton';

interface DocumentViewProps {
  slug: TDocSlug;
  headingLevel?: 1 | 2;
  /** What to show when the api has no such document (the app's 404 page). */
  notFound: ReactNode;
  /** The page's h1 until the document (which carries its own title) is there. */
  title: string;
}

/** Loads and shows one document. */
export function DocumentView({ slug, headingLevel, notFound, title }: DocumentViewProps) {
  const locale = useLocale();
  const query = useDocument(slug);
  const loading = useMinimumLoading(query.isPending);
  if (query.isError && isNotFound(query.error)) return notFound;
  if (query.data && !loading) {
    return <DocumentArticle document={query.data} locale={locale} headingLevel={headingLevel} />;
  }
  const Title = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <div aria-busy={loading} className={styles.pending}>
      <Title className={styles.title}>{title}</Title>
      {query.isError ? (
        <ErrorState
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DocumentSkeleton />
      )}
    </div>
  );
}
