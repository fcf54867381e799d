import {
  GADGET_PHOTOS_MAX,
  type ZStaffPhotoAddRequest,
  type ZStaffPhotoOrderRequest,
  type ZStaffPhotoRemoveRequest,
} from '@ijara/contract/staff';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { gadgetPhotos, gadgets } from '../../db/schema/index';
import { AppError } from '../../errors';
import { processPhoto } from '../../photos/process-photo';
import { catalogChanged } from '../catalog/index';
import { audit, fieldError, sameVersion, type Writer } from './desk-writes';
import type { Saved } from './record-saves';
import type { CatalogDeskRepository } from './repository';

type AddBody = z.output<typeof ZStaffPhotoAddRequest>;
type OrderBody = z.output<typeof ZStaffPhotoOrderRequest>;
type RemoveBody = z.output<typeof ZStaffPhotoRemoveRequest>;

const tooMany = () =>
  new AppError('status_not_allowed', {
    text: 'staffCatalogPhotosTooMany',
    values: () => ({ max: String(GADGET_PHOTOS_MAX) }),
  });

/**
 * A gadget's photos (docs/decisions/050): added last, reordered, removed. A photo is the WebP files
 * of one upload (its `version`), made by the decoding process (docs/decisions/034) before the
 * transaction, so no lock waits for a decode. Each change raises the gadget's version.
 */
export class PhotoDesk {
  constructor(
    private readonly db: Db,
    private readonly repository: CatalogDeskRepository,
  ) {}

  async add(writer: Writer, body: AddBody): Promise<Saved> {
    // A stale page or a full gadget is told before the picture is decoded; both are checked again below.
    const [now] = await this.db.select().from(gadgets).where(eq(gadgets.id, body.gadgetID));
    sameVersion(now ?? null, body.version);
    if ((await this.ids(this.db, body.gadgetID)).length >= GADGET_PHOTOS_MAX) throw tooMany();
    const photo = await processPhoto(Buffer.from(body.image, 'base64'));
    return this.change(writer, body, 'catalog.photo_added', async (tx, gadgetId, before) => {
      if (before.length >= GADGET_PHOTOS_MAX) throw tooMany();
      if (before.includes(photo.version)) {
        throw new AppError('status_not_allowed', { text: 'staffCatalogPhotoTwice' });
      }
      await tx.insert(gadgetPhotos).values(
        photo.files.map((file) => ({
          gadgetId,
          version: photo.version,
          width: file.width,
          height: file.height,
          bytes: file.bytes,
          position: before.length,
        })),
      );
      return { photos: [...before, photo.version], photo: photo.version };
    });
  }

  order(writer: Writer, body: OrderBody): Promise<Saved> {
    return this.change(writer, body, 'catalog.photos_ordered', async (tx, gadgetId, before) => {
      const same =
        body.photos.length === before.length &&
        new Set(body.photos).size === before.length &&
        body.photos.every((id) => before.includes(id));
      if (!same) throw fieldError('photos', 'staffCatalogPhotoOrder');
      await this.place(tx, gadgetId, body.photos);
      return { photos: body.photos };
    });
  }

  remove(writer: Writer, body: RemoveBody): Promise<Saved> {
    return this.change(writer, body, 'catalog.photo_removed', async (tx, gadgetId, before) => {
      if (!before.includes(body.photo)) {
        throw new AppError('not_found', { text: 'staffCatalogPhotoUnknown' });
      }
      await tx
        .delete(gadgetPhotos)
        .where(and(eq(gadgetPhotos.gadgetId, gadgetId), eq(gadgetPhotos.version, body.photo)));
      const after = before.filter((id) => id !== body.photo);
      await this.place(tx, gadgetId, after);
      return { photos: after, photo: body.photo };
    });
  }

  /**
   * One change of the gadget's photos under its lock, from the version the page showed: the gadget's
   * version raised, one audit row (the photos' order before → after), the catalogue's version raised.
   */
  private change(
    writer: Writer,
    body: { gadgetID: number; version: number },
    action: string,
    write: (tx: Db, gadgetId: number, before: string[]) => Promise<{ photos: string[]; photo?: string }>,
  ): Promise<Saved> {
    return this.db.transaction(async (tx) => {
      const gadget = sameVersion(await this.repository.lockGadget(tx, body.gadgetID), body.version);
      const before = await this.ids(tx, gadget.id);
      const { photos, photo } = await write(tx, gadget.id, before);
      const version = await this.repository.raiseGadgetVersion(tx, gadget.id);
      await audit(tx, writer, {
        action,
        entity: 'gadget',
        id: gadget.id,
        details: { ...(photo ? { photo } : {}), before: { photos: before }, after: { photos } },
      });
      await catalogChanged(tx);
      return { id: gadget.id, version };
    });
  }

  /** The gadget's photos (their versions), in order. */
  private async ids(db: Db, gadgetId: number): Promise<string[]> {
    const rows = await this.repository.photoFiles(db, gadgetId);
    return [...new Set(rows.map((row) => row.version))];
  }

  /** Positions 0…n-1 in this order. */
  private async place(tx: Db, gadgetId: number, order: readonly string[]): Promise<void> {
    for (const [position, version] of order.entries()) {
      await tx
        .update(gadgetPhotos)
        .set({ position })
        .where(
          and(
            eq(gadgetPhotos.gadgetId, gadgetId),
            eq(gadgetPhotos.version, version),
            sql`${gadgetPhotos.position} <> ${position}`,
          ),
        );
    }
  }
}
