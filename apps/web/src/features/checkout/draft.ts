import type { TSubscriptionDraft } from '@ijara/contract';
import { useEffect, useState } from 'react';
import { sessionStore } from '../../lib/session/store';
import { useSession } from '../../lib/session/use-session';
import type { readyDraft } from './ready-draft';

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

/** Changes a saved draft (the promo code on /checkout/); nothing happens without one. */
export function updateDraft(patch: Partial<TSubscriptionDraft>): void {
  const current = sessionStore.get().newSubscription;
  if (current) sessionStore.set({ newSubscription: { ...current, ...patch } });
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
