import { BIND_RESULT_PARAM, ZBindResult } from '@ijara/contract';

/**
 * A card binding in flight: the ids of the cards bound before the person left for the gateway, so the
 * page they come back to can tell when the new card has arrived (the gateway's callback may land a few
 * seconds after the redirect). Kept in sessionStorage: the same tab, and nothing personal.
 */
const KEY = 'ijara.cards.binding';
/** A binding older than this is forgotten: the person did not come back from the gateway. */
const MAX_AGE_MS = 30 * 60_000;

interface Binding {
  knownCardIds: number[];
  startedAt: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberBinding(knownCardIds: number[], now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ knownCardIds, startedAt: now } satisfies Binding));
  } catch {
    // Storage disabled: the page still polls when the return address says a card was bound.
  }
}

export function readBinding(now = Date.now()): Binding | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { knownCardIds, startedAt } = value as Partial<Binding>;
    if (!Array.isArray(knownCardIds) || typeof startedAt !== 'number') return null;
    if (now - startedAt > MAX_AGE_MS) return null;
    return { knownCardIds: knownCardIds.filter((id) => typeof id === 'number'), startedAt };
  } catch {
    return null;
  }
}

export function forgetBinding(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** What the gateway's return address says about the binding (contract ZBindResult). */
export type BindOutcome = (typeof ZBindResult.options)[number];

/**
 * Reads the gateway's return address (/cards/?bind=success|cancel). Anything else is no outcome: the
 * page then relies on the remembered binding alone.
 */
export function readBindOutcome(search: URLSearchParams): BindOutcome | null {
  return ZBindResult.safeParse(search.get(BIND_RESULT_PARAM)).data ?? null;
}

/** The query parameters readBindOutcome() looks at, removed once read. */
export const BIND_OUTCOME_PARAMS = [BIND_RESULT_PARAM];
