import type { TCard } from '@ijara/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useActivateCard } from '../api/activate-card';
import { useBindCard } from '../api/bind-card';
import { useRemoveCard } from '../api/remove-card';
import type { BindOutcome } from '../binding';
import { cardName } from '../card-name';
import { BindCardPanel } from './bind-card-panel';
import { CardTile } from './card-tile';
import styles from './cards-screen.module.css';
import { RemoveCardDialog } from './remove-card-dialog';
import { useCardsWithConfirmation } from './use-binding-confirmation';

interface CardsScreenProps {
  /** The client's city: binding and activating a card name it (SPEC.md §7). */
  city: number | null;
  /** What the gateway's return address said, if the person just came back from it. */
  outcome: BindOutcome | null;
}

/** `focus`: the control that was used is gone (a removed card, an activated one), so the message takes focus. */
type Notice = { tone: 'success' | 'error'; text: string; focus?: boolean } | null;

/** /cards/: the bound cards, the active one first, binding a new one and managing the rest. */
export function CardsScreen({ city, outcome }: CardsScreenProps) {
  const { t } = useTranslation();
  const { query, phase, retry } = useCardsWithConfirmation(outcome);
  const bind = useBindCard();
  // No city (not expected after sign-in) sends 0, which the contract's check refuses with its message.
  const activate = useActivateCard(city ?? 0);
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<TCard | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  const removedRef = useRef(false);

  useEffect(() => {
    if (notice?.focus && !removedRef.current) noticesRef.current?.focus();
  }, [notice]);

  const cards = query.data ?? [];
  const sorted = [...cards].sort((a, b) => Number(b.active) - Number(a.active) || b.id - a.id);
  const busy = activate.isPending || remove.isPending;
  const fresh = phase.kind === 'confirmed' ? cards.find((card) => card.id === phase.cardId) : undefined;

  const onBind = () => {
    setNotice(null);
    bind.mutate({ city: city ?? 0, knownCardIds: cards.map((card) => card.id) });
  };

  const onActivate = (card: TCard) => {
    setNotice(null);
    activate.mutate(card.id, {
      onSuccess: () =>
        setNotice({ tone: 'success', text: t('cards.activated', { card: cardName(t, card) }), focus: true }),
      onError: (error) => setNotice({ tone: 'error', text: error.message }),
    });
  };

  const onRemove = () => {
    if (!removing) return;
    const card = removing;
    remove.mutate(card.id, {
      onSuccess: () => {
        removedRef.current = true;
        setRemoving(null);
        setNotice({ tone: 'success', text: t('cards.removed', { card: cardName(t, card) }), focus: true });
      },
    });
  };

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  const skeleton = (
    <div className={styles.grid}>
      <Skeleton height={228} radius="lg" />
      <Skeleton height={228} radius="lg" />
    </div>
  );

  return (
    <QueryState query={query} skeleton={skeleton} label={t('cards.loading')}>
      {() => (
        <div className={styles.screen}>
          <div className={styles.notices} ref={noticesRef} tabIndex={-1}>
            {phase.kind === 'confirming' && (
              <div className={styles.confirming} role="status">
                <Spinner size={18} />
                <span>{t('cards.confirming')}</span>
              </div>
            )}
            {phase.kind === 'confirmed' && fresh && (
              <Alert tone="success">{t('cards.confirmed', { card: cardName(t, fresh) })}</Alert>
            )}
            {phase.kind === 'late' && (
              <Alert
                tone="warning"
                action={
                  <Button size="sm" onClick={retry}>
                    {t('cards.refresh')}
                  </Button>
                }
              >
                {t('cards.late')}
              </Alert>
            )}
            {phase.kind === 'cancelled' && <Alert tone="info">{t('cards.cancelled')}</Alert>}
            {phase.kind === 'failed' && (
              <Alert tone="error">{t('cards.bindFailed', { message: phase.message })}</Alert>
            )}
            {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          </div>

          {sorted.length === 0 ? (
            phase.kind !== 'confirming' && (
              <BindCardPanel
                first
                pending={bind.isPending}
                error={bind.error?.message ?? null}
                onBind={onBind}
              />
            )
          ) : (
            <section aria-labelledby="cards-list-title">
              <h2 id="cards-list-title" className="visually-hidden">
                {t('cards.listLabel')}
              </h2>
              <ul className={styles.grid}>
                {sorted.map((card) => (
                  <li key={card.id}>
                    <CardTile
                      card={card}
                      fresh={card.id === fresh?.id}
                      activating={activate.isPending && activate.variables === card.id}
                      busy={busy}
                      onActivate={() => onActivate(card)}
                      onRemove={() => {
                        setNotice(null);
                        remove.reset();
                        setRemoving(card);
                      }}
                    />
                  </li>
                ))}
                <li>
                  <BindCardPanel
                    first={false}
                    pending={bind.isPending}
                    error={bind.error?.message ?? null}
                    onBind={onBind}
                  />
                </li>
              </ul>
              <p className={styles.secure}>
                <Icon name="shield" size={18} />
                {t('cards.secureNote')}
              </p>
            </section>
          )}

          <RemoveCardDialog
            card={removing}
            pending={remove.isPending}
            error={remove.error?.message ?? null}
            onConfirm={onRemove}
            onClose={closeRemove}
            onCloseAutoFocus={(event) => {
              if (!removedRef.current) return;
              removedRef.current = false;
              event.preventDefault();
              noticesRef.current?.focus();
            }}
          />
        </div>
      )}
    </QueryState>
  );
}
