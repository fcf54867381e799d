/**
 * The managers' and admins' pages, loaded on demand (routes.tsx), so the bundle an operator's phone
 * downloads does not grow with every back-office page. Once a manager is signed in, they are fetched
 * when the browser is idle, so the first click on one does not wait for its file.
 */
export const lazyPages = {
  people: () => import('../features/people/people-page').then((m) => ({ Component: m.PeoplePage })),
  audit: () => import('../features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
  stock: () => import('../features/stock/stock-page').then((m) => ({ Component: m.StockPage })),
  unit: () => import('../features/stock/unit-page').then((m) => ({ Component: m.UnitPage })),
  promo: () => import('../features/promo/promo-page').then((m) => ({ Component: m.PromoPage })),
  offices: () => import('../features/offices/offices-page').then((m) => ({ Component: m.OfficesPage })),
  companies: () =>
    import('../features/companies/companies-page').then((m) => ({ Component: m.CompaniesPage })),
  prices: () => import('../features/prices/prices-page').then((m) => ({ Component: m.PricesPage })),
  catalog: () => import('../features/catalog/catalog-page').then((m) => ({ Component: m.CatalogPage })),
  gadget: () => import('../features/catalog/gadget-page').then((m) => ({ Component: m.GadgetPage })),
  claims: () => import('../features/claims/claims-page').then((m) => ({ Component: m.ClaimsPage })),
  claim: () => import('../features/claims/claim-page').then((m) => ({ Component: m.ClaimPage })),
};

/** Every on-demand page fetched while the browser has nothing else to do. */
export function prefetchLazyPages(): () => void {
  const load = () => {
    for (const page of Object.values(lazyPages)) void page().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(load, 2_000);
  return () => window.clearTimeout(timer);
}
