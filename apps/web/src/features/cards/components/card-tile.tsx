import type { TCard } from '@ijara/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { lastFour, spokenCardName } from '../card-name';
import { CardBrand } from './card-brand';
import styles from './card-tile.module.css';

interface CardTileProps {
  card: TCard;
  /** Just arrived from the gateway: drawn with a highlight for a moment. */
  fresh?: boolean;
  activating: boolean;
  /** Another card action is running: this card's buttons wait. */
  busy: boolean;
  onActivate: () => void;
  onRemove: () => void;
}

/** One bound card as a small bank-card face, its role, and what can be done with it. */
export function CardTile({ card, fresh, activating, busy, onActivate, onRemove }: CardTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <article
      className={cx(styles.tile, card.active && styles.active, fresh && styles.fresh)}
      aria-labelledby={nameId}
      data-card-id={card.id}
    >
      <div className={styles.face}>
        <div className={styles.top}>
          <CardBrand brand={card.brand} />
          {card.active && <span className={styles.mark}>{t('cards.active')}</span>}
        </div>
        <h3 id={nameId} className={styles.number}>
          <span aria-hidden="true">•••• {lastFour(card.pan)}</span>
          <span className="visually-hidden">{spokenCardName(t, card)}</span>
        </h3>
        <div className={styles.bottom}>
          <span aria-hidden="true">{t(`cards.brands.${card.brand}`)}</span>
          <span>{t('cards.expires', { expiry: card.expiry })}</span>
        </div>
      </div>
      <div className={styles.footer}>
        <p className={styles.note}>{card.active ? t('cards.activeNote') : t('cards.inactiveNote')}</p>
        <div className={styles.actions}>
          {!card.active && (
            <Button
              size="sm"
              onClick={onActivate}
              pending={activating}
              pendingLabel={t('cards.activating')}
              disabled={busy}
              aria-describedby={nameId}
            >
              {t('cards.makeActive')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className={styles.remove}
            onClick={onRemove}
            disabled={busy}
            aria-describedby={nameId}
          >
            {t('cards.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
