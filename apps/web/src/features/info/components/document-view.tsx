import type { TDocSlug } from '@ijara/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
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
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useDocument(slug);
  if (query.isError && isNotFound(query.error)) return notFound;
  const Title = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <QueryState
      query={query}
      skeleton={<DocumentSkeleton />}
      label={t('documents.loading')}
      heading={<Title className={styles.title}>{title}</Title>}
    >
      {(document) => <DocumentArticle document={document} locale={locale} headingLevel={headingLevel} />}
    </QueryState>
  );
}
