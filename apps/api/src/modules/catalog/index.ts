import fp from 'fastify-plugin';
import { CATALOG_CHANNEL, onCatalogWrittenHere } from '../../db/catalog-version';
import { catalogCalls } from './calls';
import { registerDrawnCatalog } from './drawn-catalog';
import { GadgetPhotos } from './photos/gadget-photos';
import { PhotoRepository } from './photos/photo-repository';
import { photoRoutes } from './photos/photo-routes';
import { CatalogRepository } from './repository';
import { CatalogService } from './service';

/** Every catalogue write calls it in its transaction (docs/decisions/043). */
export { catalogChanged } from '../../db/catalog-version';
export type { GadgetPhotos, SetPhotoResult } from './photos/gadget-photos';
/** A photo's files as the catalogue names them (the staff catalogue desk lists them the same way). */
export { toPhoto } from './photos/photo-files';
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
 * under /media/gadgets/. The catalogue is held in memory until its version changes, on any process
 * sharing the database (docs/decisions/043).
 */
export const catalogModule = fp<{ supportChat: string | null }>(
  async (app, { supportChat }) => {
    const repository = new CatalogRepository(app.db);
    const catalog = new CatalogService(repository, undefined, supportChat);
    const photos = new PhotoRepository(app.db);
    const stopListening = await app.database.listen(CATALOG_CHANNEL, catalog.snapshot);
    const stopHearingWrites = onCatalogWrittenHere((version) => catalog.snapshot.expect(version));
    app.addHook('onClose', async () => {
      stopHearingWrites();
      await stopListening();
    });
    app.decorate('catalog', catalog);
    app.decorate('gadgetPhotos', new GadgetPhotos(repository, photos));
    app.addCalls(catalogCalls(catalog));
    registerDrawnCatalog(app, catalog);
    await app.register(photoRoutes, { photos });
  },
  { name: 'catalog', dependencies: ['database', 'call-registry'] },
);
