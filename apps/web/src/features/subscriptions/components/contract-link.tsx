import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { contractPdfUrl, contractQueryOptions, useContractLink } from '../api/get-contract';
import styles from './contract-link.module.css';

/** A link this close to its end is asked for again before the browser follows it. */
const MARGIN_MS = 60_000;

interface ContractLinkProps {
  subscriptionId: number;
  /** The clock the link's expiry is read by, and how the browser is sent to a fresh link (a test's own). */
  now?: () => number;
  go?: (url: string) => void;
}

const follow = (url: string) => window.location.assign(url);

/**
 * "Договор (PDF)": a plain link the browser follows with no app headers, to the contract the api signed
 * for this session (docs/decisions/057), like a receipt's. A link about to expire is swapped for a
 * fresh one first. Before the first payment has gone through the api says so, and that is shown.
 */
export function ContractLink({ subscriptionId, now = Date.now, go = follow }: ContractLinkProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: pdf, error } = useContractLink(subscriptionId);
  const [failure, setFailure] = useState<string | null>(null);

  if (!pdf) {
    // Not ready yet (409) says why; anything else (offline) leaves the page as it is.
    return isApiError(error) && error.status === 409 ? <p className={styles.note}>{error.message}</p> : null;
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    setFailure(null);
    if (Date.parse(pdf.expiresAt) - now() > MARGIN_MS) return;
    event.preventDefault();
    queryClient
      .fetchQuery({ ...contractQueryOptions(subscriptionId, locale), staleTime: 0 })
      .then((fresh) => go(contractPdfUrl(fresh)))
      .catch((reason: unknown) => setFailure(isApiError(reason) ? reason.message : t('spec.internal')));
  };

  return (
    <div className={styles.contract}>
      <ButtonLink
        to={contractPdfUrl(pdf)}
        reloadDocument
        download
        onClick={onClick}
        variant="secondary"
        size="sm"
        icon="document"
      >
        {t('subscriptions.contract')}
      </ButtonLink>
      {failure && (
        <p className={styles.note} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
