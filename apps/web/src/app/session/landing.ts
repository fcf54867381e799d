import { buildPath, type Locale, localizePath, type TCatalog } from '@ijara/contract';
import { findDevice } from '../../features/catalog/catalog-lookup';
import { readyDraft } from '../../features/checkout/ready-draft';
import type { SessionState } from '../../lib/session/state';
import { withReturnPath } from './return-path';

function deviceTarget(catalog: TCatalog, device: string): string | null {
  const found = findDevice(catalog, device);
  if (!found) return null;
  const category = found.category.slug;
  return found.gadget
    ? buildPath('catalogGadget', { category, gadget: found.gadget.slug })
    : buildPath('catalogCategory', { category });
}

/**
 * Where a signed-in person lands (SPEC.md §2): a token without a client finishes registration; a
 * draft built before signing in goes on at /checkout/; a chosen device or category opens its page; someone with subscriptions sees them; everyone else the
 * catalogue.
 */
export function landingPath(state: SessionState, locale: Locale): string {
  if (!state.client) return buildPath('registration', {}, locale);
  if (readyDraft(state.newSubscription)) return buildPath('checkout', {}, locale);
  const device =
    state.currentDevice && state.catalog ? deviceTarget(state.catalog, state.currentDevice) : null;
  if (device) return localizePath(device, locale);
  if (state.subscriptionsCount > 0) return buildPath('subscriptions', {}, locale);
  return buildPath('catalog', {}, locale);
}

/**
 * Where a signed-in person goes on: a token without a client finishes registration first (the return
 * path rides along), then the page a guard sent them away from (`next`, already checked), else the
 * landing path.
 */
export function pathAfterSignIn(state: SessionState, locale: Locale, next: string | null): string {
  if (!state.client) return withReturnPath(buildPath('registration', {}, locale), next);
  return next ?? landingPath(state, locale);
}
