import { buildPath, ERROR_PAGE_TEXTS, splitLocale } from '@ijara/contract';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import styles from './root-error-boundary.module.css';

/**
 * Errors that escape every layout (a layout chunk that would not load). Deliberately free of i18next
 * and the layouts: it uses the contract's texts directly.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { locale } = splitLocale(useLocation().pathname);
  const texts = ERROR_PAGE_TEXTS[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <main className={styles.page}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.title}>{notFound ? texts.notFoundTitle : texts.errorTitle}</h1>
      <p className={styles.message}>{notFound ? texts.notFoundSubtitle : texts.errorFallbackMessage}</p>
      <div className={styles.actions}>
        {!notFound && (
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {texts.errorRepeat}
          </button>
        )}
        <a className={styles.secondary} href={buildPath(notFound ? 'home' : 'catalog', {}, locale)}>
          {notFound ? texts.backHome : texts.errorBackToCatalog}
        </a>
      </div>
    </main>
  );
}
