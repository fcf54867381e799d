import type { RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/audit-page';
import { CatalogPage } from '../features/catalog/catalog-page';
import { GadgetPage } from '../features/catalog/gadget-page';
import { ClientsPage } from '../features/clients/clients-page';
import { CompaniesPage } from '../features/companies/companies-page';
import { OfficesPage } from '../features/offices/offices-page';
import { OrderPage } from '../features/orders/order-page';
import { OrdersPage } from '../features/orders/orders-page';
import { PeoplePage } from '../features/people/people-page';
import { PricesPage } from '../features/prices/prices-page';
import { PromoPage } from '../features/promo/promo-page';
import { ReturnPage } from '../features/returns/return-page';
import { ReturnsPage } from '../features/returns/returns-page';
import { SetupPage } from '../features/setup/setup-page';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { StockPage } from '../features/stock/stock-page';
import { UnitPage } from '../features/stock/unit-page';
import { ClientRoute } from './client-route';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';
import { SignedIn } from './signed-in';

/** The staff app's pages under /staff/ (the router's basename). */
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
          { path: '/people/', element: <PeoplePage /> },
          { path: '/clients/', element: <ClientsPage /> },
          { path: '/clients/:id/', element: <ClientRoute /> },
          { path: '/audit/', element: <AuditPage /> },
          { path: '/returns/', element: <ReturnsPage /> },
          { path: '/returns/:id/', element: <ReturnPage /> },
          { path: '/stock/', element: <StockPage /> },
          { path: '/stock/:id/', element: <UnitPage /> },
          { path: '/promo/', element: <PromoPage /> },
          { path: '/offices/', element: <OfficesPage /> },
          { path: '/companies/', element: <CompaniesPage /> },
          { path: '/prices/', element: <PricesPage /> },
          { path: '/catalog/', element: <CatalogPage /> },
          { path: '/catalog/new/', element: <GadgetPage /> },
          { path: '/catalog/:id/', element: <GadgetPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
