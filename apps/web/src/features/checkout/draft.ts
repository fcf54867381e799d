import { type TSubscriptionDraft, ZSubscriptionDraft } from '@ijara/contract';
import { sessionStore } from '../../lib/session/store';
import { useSession } from '../../lib/session/use-session';

/**
 * The new-subscription draft (SPEC.md §3) lives in the session state, which is persisted: it survives a
 * reload and a sign-in in the middle, and the landing after sign-in opens /checkout/ when one is ready.
 */
export function saveDraft(draft: TSubscriptionDraft, deviceSlug: string): void {
  sessionStore.set({ newSubscription: draft, currentDevice: deviceSlug });
}

export function clearDraft(): void {
  sessionStore.set({ newSubscription: null, currentDevice: null });
}

/** A draft the server can price, or null when something is missing or damaged. */
export function readyDraft(draft: Partial<TSubscriptionDraft> | null): TSubscriptionDraft | null {
  if (!draft) return null;
  return ZSubscriptionDraft.safeParse(draft).success ? (draft as TSubscriptionDraft) : null;
}

export function useDraft(): TSubscriptionDraft | null {
  return readyDraft(useSession((s) => s.newSubscription));
}

/** Changes a saved draft (the promo code on /checkout/); nothing happens without one. */
export function updateDraft(patch: Partial<TSubscriptionDraft>): void {
  const current = sessionStore.get().newSubscription;
  if (current) sessionStore.set({ newSubscription: { ...current, ...patch } });
}
