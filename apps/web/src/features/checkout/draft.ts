import type { TSubscriptionDraft } from '@ijara/contract';
import { useEffect, useState } from 'react';
import { newIdempotencyKey } from '../../lib/api-client';
import { sessionStore } from '../../lib/session/store';
import { useSession } from '../../lib/session/use-session';
import type { readyDraft } from './ready-draft';

/**
 * The new-subscription draft (SPEC.md §3) lives in the session state, which is persisted: it survives a
 * reload and a sign-in in the middle, and the landing after sign-in opens /checkout/ when one is ready.
 * Beside it lives the checkout attempt's Idempotency-Key: every click and every tab paying this draft
 * sends the same key, so the api makes one order of them (docs/decisions/035). Another draft is
 * another attempt, with a new key.
 */
export function saveDraft(draft: TSubscriptionDraft, deviceSlug: string): void {
  const { newSubscription, checkoutKey } = sessionStore.get();
  const same = checkoutKey !== null && JSON.stringify(newSubscription) === JSON.stringify(draft);
  sessionStore.set({
    newSubscription: draft,
    currentDevice: deviceSlug,
    checkoutKey: same ? checkoutKey : newIdempotencyKey(),
  });
}

export function clearDraft(): void {
  sessionStore.set({ newSubscription: null, currentDevice: null, checkoutKey: null, replaces: null });
}

/** A newer model is ordered as an ordinary one after all (docs/decisions/056): the draft replaces nothing. */
export function dropReplaces(): void {
  const current = sessionStore.get().newSubscription;
  const { replaces: _, ...rest } = current ?? {};
  sessionStore.set({
    replaces: null,
    ...(current ? { newSubscription: rest, checkoutKey: newIdempotencyKey() } : {}),
  });
}

/** Changes a saved draft (the promo code on /checkout/); nothing happens without one. */
export function updateDraft(patch: Partial<TSubscriptionDraft>): void {
  const current = sessionStore.get().newSubscription;
  if (current)
    sessionStore.set({ newSubscription: { ...current, ...patch }, checkoutKey: newIdempotencyKey() });
}

/** The key of the checkout attempt, made now for a draft saved before keys were kept with drafts. */
export function checkoutKey(): string {
  const saved = sessionStore.get().checkoutKey;
  if (saved) return saved;
  const key = newIdempotencyKey();
  sessionStore.set({ checkoutKey: key });
  return key;
}

/** The attempt is over without an order (a decline, a changed price): the next click is a new attempt. */
export function renewCheckoutKey(): void {
  sessionStore.set({ checkoutKey: newIdempotencyKey() });
}

let check: typeof readyDraft | null = null;
const loadCheck = () =>
  import('./ready-draft').then((module) => {
    check = module.readyDraft;
  });

/**
 * The saved draft, checked, for a page that shows a device: its check (zod) loads only when a draft was
 * saved, so a first visit does not download it (docs/decisions/030). Null until then.
 */
export function useSavedDraft(): TSubscriptionDraft | null {
  const saved = useSession((s) => s.newSubscription);
  const [, setLoaded] = useState(check !== null);
  useEffect(() => {
    if (saved && !check) void loadCheck().then(() => setLoaded(true));
  }, [saved]);
  return saved && check ? check(saved) : null;
}
