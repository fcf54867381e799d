import type { TCreateSubscriptionResponse } from '@ijara/contract';

/**
 * What the success pages show of the order just placed, handed over in the navigation's state: the
 * order's number and what its first payment came to. A reload of the page shows it without them.
 */
export interface PlacedOrder {
  id: number;
  /** Minor units; null when nothing was due at checkout. */
  amount: number | null;
  paid: boolean;
}

export function placedOrder({
  subscription,
  payment,
}: Omit<TCreateSubscriptionResponse, 'statusCode'>): PlacedOrder {
  return { id: subscription.id, amount: payment?.amount ?? null, paid: payment?.status === 'success' };
}

/** The navigation state `{ placed }`, checked: anything else in it shows nothing. */
export function readPlacedOrder(state: unknown): PlacedOrder | null {
  const placed = (state as { placed?: unknown } | null)?.placed as Partial<PlacedOrder> | undefined;
  if (!placed || typeof placed.id !== 'number' || typeof placed.paid !== 'boolean') return null;
  return {
    id: placed.id,
    amount: typeof placed.amount === 'number' ? placed.amount : null,
    paid: placed.paid,
  };
}
