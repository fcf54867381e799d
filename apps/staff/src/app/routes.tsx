import type { RouteObject } from 'react-router';
import { ClientsPage } from '../features/clients/clients-page';
import { OrderPage } from '../features/orders/order-page';
import { OrdersPage } from '../features/orders/orders-page';
import { ReturnPage } from '../features/returns/return-page';
import { ReturnsPage } from '../features/returns/returns-page';
import { SetupPage } from '../features/setup/setup-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { ClientRoute } from './client-route';
import { lazyPages } from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';
import { SignedIn } from './signed-in';

/**
 * The staff app's pages under /staff/ (the router's basename). What an operator opens every day (orders,
 * returns, clients) is in the first bundle; the managers' pages load on demand (lazy-pages.ts).
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
            lazy: lazyPages.people,
          },
          { path: '/clients/', element: <ClientsPage /> },
          { path: '/clients/:id/', element: <ClientRoute /> },
          {
            path: '/audit/',
            lazy: lazyPages.audit,
          },
          { path: '/returns/', element: <ReturnsPage /> },
          { path: '/returns/:id/', element: <ReturnPage /> },
          {
            path: '/claims/',
            lazy: lazyPages.claims,
          },
          {
            path: '/claims/:id/',
            lazy: lazyPages.claim,
          },
          {
            path: '/stock/',
            lazy: lazyPages.stock,
          },
          {
            path: '/stock/:id/',
            lazy: lazyPages.unit,
          },
          {
            path: '/promo/',
            lazy: lazyPages.promo,
          },
          {
            path: '/offices/',
            lazy: lazyPages.offices,
          },
          {
            path: '/companies/',
            lazy: lazyPages.companies,
          },
          {
            path: '/prices/',
            lazy: lazyPages.prices,
          },
          {
            path: '/catalog/',
            lazy: lazyPages.catalog,
          },
          {
            path: '/catalog/new/',
            lazy: lazyPages.gadget,
          },
          {
            path: '/catalog/:id/',
            lazy: lazyPages.gadget,
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
