import { buildPath, type Locale, localizePath, type TCatalog } from '@ijara/contract';
import type { SessionState } from './state';

function findDeviceTarget(catalog: TCatalog, device: string) {
  const matches = (item: { id: number; slug: string }) => item.slug === device || String(item.id) === device;
  const gadget = catalog.gadgets.find(matches);
  if (gadget) {
    const category = catalog.category.find((c) => c.id === gadget.categoyID);
    if (category) return buildPath('catalogGadget', { category: category.slug, gadget: gadget.slug });
  }
  const category = catalog.category.find(matches);
  return category ? buildPath('catalogCategory', { category: category.slug }) : null;
}

/**
 * Where a signed-in person lands (SPEC.md §2): a token without a client finishes registration; a
 * chosen device or category opens its page; someone with subscriptions sees them; everyone else the
 * catalogue.
 */
export function landingPath(state: SessionState, locale: Locale): string {
  if (!state.client) return buildPath('registration', {}, locale);
  const device =
    state.currentDevice && state.catalog ? findDeviceTarget(state.catalog, state.currentDevice) : null;
  if (device) return localizePath(device, locale);
  if (state.subscriptionsCount > 0) return buildPath('subscriptions', {}, locale);
  return buildPath('catalog', {}, locale);
}
