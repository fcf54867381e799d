import type { RouteObject } from 'react-router';
import { ClientsPage } from '../features/clients/clients-page';
import { OrderPage } from '../features/orders/order-page';
import { OrdersPage } from '../features/orders/orders-page';
import { ReturnPage } from '../features/returns/return-page';
import { ReturnsPage } from '../features/returns/returns-page';
import { SetupPage } from '../features/setup/setup-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { ClientRoute } from './client-route';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';
import { SignedIn } from './signed-in';

/**
 * The staff app's pages under /staff/ (the router's basename). What an operator opens every day (orders,
 * returns, clients) is in the first bundle; the managers' and admins' pages load when first opened, so
 * the bundle an operator's phone downloads does not grow with every back-office page.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/sign-in/', element: <SignInPage /> },
      { path: '/setup/', element: <SetupPage /> },
      {
        element: <SignedIn />,
        children: [
          { index: true, element: <OrdersPage /> },
          { path: '/orders/:id/', element: <OrderPage /> },
          {
            path: '/people/',
            lazy: () => import('../features/people/people-page').then((m) => ({ Component: m.PeoplePage })),
          },
          { path: '/clients/', element: <ClientsPage /> },
          { path: '/clients/:id/', element: <ClientRoute /> },
          {
            path: '/audit/',
            lazy: () => import('../features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
          },
          { path: '/returns/', element: <ReturnsPage /> },
          { path: '/returns/:id/', element: <ReturnPage /> },
          {
            path: '/stock/',
            lazy: () => import('../features/stock/stock-page').then((m) => ({ Component: m.StockPage })),
          },
          {
            path: '/stock/:id/',
            lazy: () => import('../features/stock/unit-page').then((m) => ({ Component: m.UnitPage })),
          },
          {
            path: '/promo/',
            lazy: () => import('../features/promo/promo-page').then((m) => ({ Component: m.PromoPage })),
          },
          {
            path: '/offices/',
            lazy: () =>
              import('../features/offices/offices-page').then((m) => ({ Component: m.OfficesPage })),
          },
          {
            path: '/companies/',
            lazy: () =>
              import('../features/companies/companies-page').then((m) => ({ Component: m.CompaniesPage })),
          },
          {
            path: '/prices/',
            lazy: () => import('../features/prices/prices-page').then((m) => ({ Component: m.PricesPage })),
          },
          {
            path: '/catalog/',
            lazy: () =>
              import('../features/catalog/catalog-page').then((m) => ({ Component: m.CatalogPage })),
          },
          {
            path: '/catalog/new/',
            lazy: () => import('../features/catalog/gadget-page').then((m) => ({ Component: m.GadgetPage })),
          },
          {
            path: '/catalog/:id/',
            lazy: () => import('../features/catalog/gadget-page').then((m) => ({ Component: m.GadgetPage })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
