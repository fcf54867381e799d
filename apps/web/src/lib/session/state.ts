import type { TCatalog, TClient, TSubscriptionDraft } from '@ijara/contract';

/** Who is signing in: a customer, or a courier through the "For Couriers" option. */
export type VisitorType = 'client' | 'courier';

/** What a confirmed sign-in hands to the session, by code or by the Telegram bot (SPEC.md §4). */
export interface SignedIn {
  token: string;
  clientID: number;
}

/** The session state of SPEC.md §3. */
export interface SessionState {
  /** Bearer token; registration-level access on its own. */
  token: string | null;
  clientID: number | null;
  /** The loaded client; authenticated pages need it. */
  client: TClient | null;
  /** The app version this session last initialised with. */
  version: string | null;
  catalog: TCatalog | null;
  subscriptionsCount: number;
  type: VisitorType;
  /** From ?city= (a city slug or id). */
  currentCity: string | null;
  /** From ?device= (a gadget slug or id). */
  currentDevice: string | null;
  roistat: string | null;
  errorMessage: string[];
  newSubscription: Partial<TSubscriptionDraft> | null;
  /** The Idempotency-Key of the current checkout attempt of `newSubscription` (docs/decisions/035). */
  checkoutKey: string | null;
  /**
   * From ?replaces= (the subscription page's "newer model" link, docs/decisions/056): the subscription
   * a new order replaces; the device page puts it in the draft.
   */
  replaces: number | null;
}

export const EMPTY_SESSION: SessionState = {
  token: null,
  clientID: null,
  client: null,
  version: null,
  catalog: null,
  subscriptionsCount: 0,
  type: 'client',
  currentCity: null,
  currentDevice: null,
  roistat: null,
  errorMessage: [],
  newSubscription: null,
  checkoutKey: null,
  replaces: null,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Rebuilds state from whatever local storage holds. The answers themselves were validated by the
 * contract schemas when they arrived; this only guards against a damaged or foreign value.
 */
export function reviveSession(raw: unknown): SessionState {
  if (!isObject(raw)) return EMPTY_SESSION;
  return {
    token: stringOrNull(raw.token),
    clientID: numberOrNull(raw.clientID),
    client: isObject(raw.client) ? (raw.client as unknown as TClient) : null,
    version: stringOrNull(raw.version),
    catalog: isObject(raw.catalog) ? (raw.catalog as unknown as TCatalog) : null,
    subscriptionsCount: numberOrNull(raw.subscriptionsCount) ?? 0,
    type: raw.type === 'courier' ? 'courier' : 'client',
    currentCity: stringOrNull(raw.currentCity),
    currentDevice: stringOrNull(raw.currentDevice),
    roistat: stringOrNull(raw.roistat),
    errorMessage: Array.isArray(raw.errorMessage)
      ? raw.errorMessage.filter((item): item is string => typeof item === 'string')
      : [],
    newSubscription: isObject(raw.newSubscription)
      ? (raw.newSubscription as Partial<TSubscriptionDraft>)
      : null,
    checkoutKey: stringOrNull(raw.checkoutKey),
    replaces: numberOrNull(raw.replaces),
  };
}
