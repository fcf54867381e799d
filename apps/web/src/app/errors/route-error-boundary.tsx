import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { PageTitle, useDocumentTitle } from '../navigation/document-title';
import { ErrorView } from './error-view';
import { LastResortBoundary } from './last-resort-boundary';
import { NotFoundView } from './not-found-view';

function describe(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: typeof error.data === 'string' ? error.data : undefined };
  }
  if (isApiError(error)) return { status: error.status || 500, message: error.message };
  // Other exceptions are programming errors: their text is not for customers.
  return { status: 500 };
}

/** Errors of a layout's pages, shown inside the layout: 404 as the 404 page, anything else as §8's page. */
export function ErrorBoundary() {
  const { status, message } = describe(useRouteError());
  useDocumentTitle(status === 404 ? 'notFound' : 'error');
  return (
    <LastResortBoundary>
      {status === 404 ? <NotFoundView /> : <ErrorView status={status} message={message} />}
    </LastResortBoundary>
  );
}

/** The pages' route element: titles the tab (navigation/document-title.tsx). */
export const Component = PageTitle;
