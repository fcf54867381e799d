import { SUBSCRIPTION_STATUS } from '@ijara/contract';
import type { TFunction } from 'i18next';

const STATUS_NAMES = new Map<number, string>(
  Object.entries(SUBSCRIPTION_STATUS).map(([name, n]) => [n, name]),
);

/** "2 · активна": the number staff quote, and its name. */
export function subscriptionStatus(t: TFunction, status: number): string {
  return `${status} · ${t(`clients.statuses.${STATUS_NAMES.get(status) ?? 'unknown'}`)}`;
}
