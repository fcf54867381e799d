import type { TReceiptPdfLink } from '@ijara/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useLocale } from '../../../lib/locale';
import { pdfUrl, receiptQueryOptions } from '../api/get-receipt';
import styles from './receipt-actions.module.css';

/** A link this close to its end is asked for again before the browser follows it. */
const MARGIN_MS = 60_000;

interface ReceiptActionsProps {
  paymentId: string;
  pdf: TReceiptPdfLink;
  /** The clock the link's expiry is read by, and how the browser is sent to a fresh link (a test's own). */
  now?: () => number;
  go?: (url: string) => void;
}

const follow = (url: string) => window.location.assign(url);

/**
 * "Download PDF" is a plain link the browser follows with no app headers: the api signed it for this
 * session (docs/decisions/028). A link about to expire is swapped for a fresh one first.
 */
export function ReceiptActions({ paymentId, pdf, now = Date.now, go = follow }: ReceiptActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();

  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.parse(pdf.expiresAt) - now() > MARGIN_MS) return;
    event.preventDefault();
    void queryClient
      .fetchQuery({ ...receiptQueryOptions(paymentId, locale), staleTime: 0 })
      .then((fresh) => go(pdfUrl(fresh.pdf)));
  };

  return (
    <div className={styles.actions}>
      <ButtonLink
        to={pdfUrl(pdf)}
        reloadDocument
        download
        onClick={onDownload}
        variant="primary"
        icon="document"
      >
        {t('receipt.downloadPdf')}
      </ButtonLink>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('receipt.print')}
      </Button>
    </div>
  );
}
