import type { TCard, TCardBindFailure } from '@ijara/contract';
import { useEffect, useState } from 'react';
import { useCards, useCardsAnswer } from '../api/get-cards';
import { type BindOutcome, forgetBinding, readBinding } from '../binding';

/** How often, and for how long, the list is asked again while the gateway's callback is on its way. */
export const CONFIRM_POLL_MS = 1_000;
export const CONFIRM_TIMEOUT_MS = 10_000;

export type ConfirmationPhase =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'confirmed'; cardId: number }
  | { kind: 'late' }
  | { kind: 'cancelled' }
  /** The gateway refused the card; `message` is its reason in the page's language. */
  | { kind: 'failed'; message: string };

/** The card that was not there before the person left for the gateway (the newest one if unknown). */
function findNewCard(cards: TCard[], knownCardIds: number[] | null): TCard | undefined {
  const fresh = knownCardIds ? cards.filter((card) => !knownCardIds.includes(card.id)) : cards;
  return fresh.reduce<TCard | undefined>(
    (newest, card) => (!newest || card.id > newest.id ? card : newest),
    undefined,
  );
}

/** The refusal, if the gateway sent it after the person left for it (an older one is another try's). */
function refusalSince(failure: TCardBindFailure | null | undefined, startedAt: number | null) {
  if (!failure || startedAt === null) return null;
  return Date.parse(failure.at) >= startedAt ? failure : null;
}

function initialPhase(outcome: BindOutcome | null, pending: boolean): ConfirmationPhase {
  if (outcome === 'cancel') return { kind: 'cancelled' };
  return outcome === 'success' || pending ? { kind: 'confirming' } : { kind: 'idle' };
}

/**
 * The cards list, asked again every second for up to ten while a card binding comes back from the
 * gateway: the card is stored when the gateway's callback lands, which may be a moment after the
 * person is redirected here.
 */
export function useCardsWithConfirmation(outcome: BindOutcome | null) {
  const [binding] = useState(() => readBinding());
  const [phase, setPhase] = useState<ConfirmationPhase>(() => initialPhase(outcome, binding !== null));
  const confirming = phase.kind === 'confirming';
  const query = useCards();
  // While confirming, the whole answer is polled (it also refreshes the list): a card, or the refusal.
  const answer = useCardsAnswer({ enabled: confirming, refetchInterval: CONFIRM_POLL_MS });
  const latest = answer.data?.cards ?? query.data;
  const newCard = confirming && latest ? findNewCard(latest, binding?.knownCardIds ?? null) : undefined;
  const refusal =
    confirming && !newCard ? refusalSince(answer.data?.bindFailure, binding?.startedAt ?? null) : null;

  useEffect(() => {
    if (phase.kind === 'cancelled') forgetBinding();
  }, [phase.kind]);

  useEffect(() => {
    if (!newCard) return;
    forgetBinding();
    setPhase({ kind: 'confirmed', cardId: newCard.id });
  }, [newCard]);

  useEffect(() => {
    if (!refusal) return;
    forgetBinding();
    setPhase({ kind: 'failed', message: refusal.message });
  }, [refusal]);

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setPhase({ kind: 'late' }), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  /** "Refresh the list" after a late confirmation: ask again for another ten seconds. */
  const retry = () => {
    setPhase({ kind: 'confirming' });
  };

  return { query, phase, retry, dismiss: () => setPhase({ kind: 'idle' }) };
}
