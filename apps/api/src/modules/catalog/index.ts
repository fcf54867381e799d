import fp from 'fastify-plugin';
import { catalogCalls } from './calls';
import { CatalogRepository } from './repository';
import { CatalogService } from './service';

export type { CatalogService } from './service';
export { CATALOG_TTL_MS } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue and the city/employer check that sign-in, the profile and card binding share. */
    catalog: CatalogService;
  }
}

/** Cities, employers and the catalogue: info/catalog/, info/cities/, info/companies/. */
export const catalogModule = fp(
  async (app) => {
    const catalog = new CatalogService(new CatalogRepository(app.db));
    app.decorate('catalog', catalog);
    app.addCalls(catalogCalls(catalog));
  },
  { name: 'catalog', dependencies: ['database', 'call-registry'] },
);
