import {
  CATALOG_PHOTO_BASE64_MAX,
  ZStaffCatalogDeletedResponse,
  ZStaffCatalogDeleteRequest,
  ZStaffCatalogMoveRequest,
  ZStaffCatalogResponse,
  ZStaffCatalogSavedResponse,
  ZStaffCategorySaveRequest,
  ZStaffGadgetSaveRequest,
  ZStaffModelSaveRequest,
  ZStaffPhotoAddRequest,
  ZStaffPhotoOrderRequest,
  ZStaffPhotoRemoveRequest,
} from '@ijara/contract/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { staffOf } from '../staff/index';
import { Arrange } from './arrange';
import { catalogList } from './catalog-list';
import type { Writer } from './desk-writes';
import { PhotoDesk } from './photo-desk';
import { RecordSaves } from './record-saves';
import { CatalogDeskRepository } from './repository';

/** One picture as base64, and its few other fields. */
const PHOTO_BODY_LIMIT = CATALOG_PHOTO_BASE64_MAX + 4096;

const writerOf = (request: FastifyRequest): Writer => ({ person: staffOf(request), ip: request.ip });

/** A write of the desk: its body's schema, what it answers, and how. */
function write<Schema extends z.ZodType>(
  scope: FastifyInstance,
  path: string,
  body: Schema,
  run: (writer: Writer, body: z.output<Schema>) => Promise<object>,
  bodyLimit?: number,
): void {
  const deleted = path === 'delete/';
  scope.post(
    path,
    {
      schema: {
        body,
        response: { 200: deleted ? ZStaffCatalogDeletedResponse : ZStaffCatalogSavedResponse },
      },
      config: { staffAccess: 'catalog.manage' },
      ...(bodyLimit ? { bodyLimit } : {}),
    },
    async (request) => ({
      statusCode: '200',
      ...(await run(writerOf(request), request.body as z.output<Schema>)),
    }),
  );
}

/**
 * The staff app's catalogue (issue 30, docs/decisions/050): categories, gadgets, models and photos
 * under /api/staff/catalog/, for `catalog.manage`. Every write raises the catalogue's version.
 */
export const catalogDeskModule = fp(
  async (app) => {
    const repository = new CatalogDeskRepository();
    const saves = new RecordSaves(app.db, repository);
    const arrange = new Arrange(app.db, repository);
    const photos = new PhotoDesk(app.db, repository);

    await app.staff.mount('catalog/', async (scope) => {
      scope.get(
        '',
        { schema: { response: { 200: ZStaffCatalogResponse } }, config: { staffAccess: 'catalog.manage' } },
        async () => ({ statusCode: '200', ...(await catalogList(app.db, repository)) }),
      );
      write(scope, 'categories/save/', ZStaffCategorySaveRequest, (w, b) => saves.category(w, b));
      write(scope, 'gadgets/save/', ZStaffGadgetSaveRequest, (w, b) => saves.gadget(w, b));
      write(scope, 'models/save/', ZStaffModelSaveRequest, (w, b) => saves.model(w, b));
      write(scope, 'move/', ZStaffCatalogMoveRequest, (w, b) => arrange.move(w, b));
      write(scope, 'delete/', ZStaffCatalogDeleteRequest, (w, b) => arrange.remove(w, b));
      write(scope, 'photos/add/', ZStaffPhotoAddRequest, (w, b) => photos.add(w, b), PHOTO_BODY_LIMIT);
      write(scope, 'photos/order/', ZStaffPhotoOrderRequest, (w, b) => photos.order(w, b));
      write(scope, 'photos/remove/', ZStaffPhotoRemoveRequest, (w, b) => photos.remove(w, b));
    });
  },
  { name: 'catalog-desk', dependencies: ['staff', 'catalog'] },
);
