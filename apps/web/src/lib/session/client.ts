import type { TClient } from '@ijara/contract';
import { sessionStore } from './store';

/** First and last name are set: registration is complete (SPEC.md §6 "a loaded client"). */
export function isRegistered(client: TClient): boolean {
  return client.firstName.trim() !== '' && client.lastName.trim() !== '';
}

/**
 * Keeps what user/getinfo/ or user/updateinfo/ answered. Until registration is complete the session
 * holds only the token: that is what sends a new person to /registration/ (SPEC.md §5 guards).
 */
export function storeClient(client: TClient): void {
  sessionStore.set({ clientID: client.id, client: isRegistered(client) ? client : null });
}

/** A points balance the api answered (bonus/info/, a promo code, a payment with points): the header shows it. */
export function storeBonusBalance(bonus: number): void {
  sessionStore.set((state) => (state.client ? { client: { ...state.client, bonus } } : {}));
}
