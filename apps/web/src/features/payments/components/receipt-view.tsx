import {
  BRAND_NAME,
  fillText,
  formatDate,
  formatMoney,
  type ReceiptLine,
  receiptLines,
  receiptTitle,
  sellerLines,
  type TReceipt,
} from '@ijara/contract';
import { useLocale } from '../../../lib/locale';
import styles from './receipt-view.module.css';

function Lines({ lines, label }: { lines: ReceiptLine[]; label: string }) {
  return (
    <dl className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} className={styles.line} data-line={line.key}>
          <dt className={styles.label}>{line.label}</dt>
          <dd className={styles.value}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A receipt as a sheet of paper: the same lines as its PDF (contract `receiptLines`), and the only
 * thing on the page that prints.
 */
export function ReceiptView({ receipt }: { receipt: TReceipt }) {
  const locale = useLocale();
  const { email, phone } = receipt.seller;
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title">
      <div className={styles.top}>
        <img src="/svg/logo.svg" alt={BRAND_NAME} width="106" height="34" />
        <p className={styles.seller}>{receipt.seller.legalName}</p>
      </div>
      <div className={styles.heading}>
        <h1 id="receipt-title" className={styles.title}>
          {receiptTitle(receipt, locale)}
        </h1>
        <p className={styles.date}>
          <time dateTime={receipt.date}>{formatDate(receipt.date, locale)}</time>
        </p>
      </div>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{fillText('receiptAmount', locale)}</span>
        <strong className={styles.amountValue}>{formatMoney(receipt.amount, locale)}</strong>
      </p>
      <Lines lines={receiptLines(receipt, locale)} label={fillText('receiptPurpose', locale)} />
      <Lines lines={sellerLines(receipt.seller, locale)} label={fillText('receiptSeller', locale)} />
      <p className={styles.note}>{fillText('receiptNote', locale, { email, phone })}</p>
    </article>
  );
}
