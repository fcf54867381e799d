import type { TCard } from '@ijara/contract';
import styles from './card-brand.module.css';

type Brand = TCard['brand'];

/** Each network's mark, drawn small enough to read at 48×32. Decorative: the card's name says the brand. */
function Mark({ brand }: { brand: Brand }) {
  switch (brand) {
    case 'visa':
      return (
        <svg viewBox="0 0 48 32" className={styles.svg} aria-hidden="true">
          <text x="24" y="21" textAnchor="middle" className={styles.visa}>
            VISA
          </text>
        </svg>
      );
    case 'mastercard':
      return (
        <svg viewBox="0 0 48 32" className={styles.svg} aria-hidden="true">
          <circle cx="19" cy="16" r="9" fill="#eb001b" />
          <circle cx="29" cy="16" r="9" fill="#f79e1b" />
          <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
        </svg>
      );
    case 'unionpay':
      return (
        <svg viewBox="0 0 48 32" className={styles.svg} aria-hidden="true">
          <path d="M10 6h10l-4 20H6z" fill="#e21836" />
          <path d="M19 6h10l-4 20H15z" fill="#00447c" />
          <path d="M28 6h12l-4 20H24z" fill="#007b84" />
          <text x="24" y="19.5" textAnchor="middle" className={styles.unionpay}>
            UnionPay
          </text>
        </svg>
      );
    case 'mir':
      return (
        <svg viewBox="0 0 48 32" className={styles.svg} aria-hidden="true">
          <text x="24" y="21" textAnchor="middle" className={styles.mir}>
            МИР
          </text>
        </svg>
      );
    case 'elcart':
      return (
        <svg viewBox="0 0 48 32" className={styles.svg} aria-hidden="true">
          <rect x="5" y="10" width="3" height="12" rx="1" fill="#d7262e" />
          <text x="11" y="19.5" textLength="32" lengthAdjust="spacingAndGlyphs" className={styles.elcart}>
            ЭЛКАРТ
          </text>
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 48 32" className={styles.svg} aria-hidden="true">
          <rect x="10" y="8" width="28" height="17" rx="3" fill="none" stroke="#5b606a" strokeWidth="2" />
          <path d="M10 13h28" stroke="#5b606a" strokeWidth="3" />
        </svg>
      );
  }
}

/** The card network's mark on a white plate, as wallets show it. */
export function CardBrand({ brand }: { brand: Brand }) {
  return (
    <span className={styles.plate} data-brand={brand} aria-hidden="true">
      <Mark brand={brand} />
    </span>
  );
}
