import fp from 'fastify-plugin';
import { catalogCalls } from './calls';
import { GadgetPhotos } from './photos/gadget-photos';
import { PhotoRepository } from './photos/photo-repository';
import { photoRoutes } from './photos/photo-routes';
import { CatalogRepository } from './repository';
import { CatalogService } from './service';

export type { GadgetPhotos, SetPhotoResult } from './photos/gadget-photos';
export type { CatalogRows } from './repository';
export type { CatalogService } from './service';
export { CATALOG_TTL_MS } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue and the city/employer check that sign-in, the profile and card binding share. */
    catalog: CatalogService;
    /** Operator-set gadget photos (the ops command gadget-image). */
    gadgetPhotos: GadgetPhotos;
  }
}

/**
 * Cities, employers and the catalogue: info/catalog/, info/cities/, info/companies/; gadget photos
 * under /media/gadgets/.
 */
export const catalogModule = fp(
  async (app) => {
    const repository = new CatalogRepository(app.db);
    const catalog = new CatalogService(repository);
    const photos = new PhotoRepository(app.db);
    app.decorate('catalog', catalog);
    app.decorate('gadgetPhotos', new GadgetPhotos(repository, photos, () => catalog.clear()));
    app.addCalls(catalogCalls(catalog));
    await app.register(photoRoutes, { photos });
  },
  { name: 'catalog', dependencies: ['database', 'call-registry'] },
);
