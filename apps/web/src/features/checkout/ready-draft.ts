import { type TSubscriptionDraft, ZSubscriptionDraft } from '@ijara/contract';
import { useSession } from '../../lib/session/use-session';

/** A draft the server can price, or null when something is missing or damaged. */
export function readyDraft(draft: Partial<TSubscriptionDraft> | null): TSubscriptionDraft | null {
  if (!draft) return null;
  return ZSubscriptionDraft.safeParse(draft).success ? (draft as TSubscriptionDraft) : null;
}

/** The saved draft, checked (/checkout/, which carries zod for its form anyway). */
export function useDraft(): TSubscriptionDraft | null {
  return readyDraft(useSession((s) => s.newSubscription));
}
