import { and, eq } from 'drizzle-orm';
import { catalogChanged } from '../../../db/catalog-version';
import type { Db } from '../../../db/database';
import { gadgetPhotos } from '../../../db/schema/index';
import type { ProcessedPhoto } from '../../../photos/process-photo';

export class PhotoRepository {
  constructor(private readonly db: Db) {}

  /** The gadget's photo becomes this one, all widths at once; the catalogue answer names it. */
  async replace(gadgetId: number, photo: ProcessedPhoto): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(gadgetPhotos).where(eq(gadgetPhotos.gadgetId, gadgetId));
      await tx.insert(gadgetPhotos).values(
        photo.files.map((file) => ({
          gadgetId,
          width: file.width,
          height: file.height,
          version: photo.version,
          bytes: file.bytes,
        })),
      );
      await catalogChanged(tx);
    });
  }

  async file(gadgetId: number, version: string, width: number): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ bytes: gadgetPhotos.bytes })
      .from(gadgetPhotos)
      .where(
        and(
          eq(gadgetPhotos.gadgetId, gadgetId),
          eq(gadgetPhotos.version, version),
          eq(gadgetPhotos.width, width),
        ),
      );
    return row?.bytes;
  }
}
