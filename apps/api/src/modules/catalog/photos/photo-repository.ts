import { and, eq, sql } from 'drizzle-orm';
import { catalogChanged } from '../../../db/catalog-version';
import type { Db } from '../../../db/database';
import { gadgetPhotos, gadgets } from '../../../db/schema/index';
import type { ProcessedPhoto } from '../../../photos/process-photo';

export class PhotoRepository {
  constructor(private readonly db: Db) {}

  /**
   * The gadget's photos become this one, all widths at once (those set in the staff app go too); the
   * catalogue answer names it. The gadget's version goes up, so a staff page open on it answers 409.
   */
  async replace(gadgetId: number, photo: ProcessedPhoto): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(gadgets)
        .set({ version: sql`${gadgets.version} + 1` })
        .where(eq(gadgets.id, gadgetId));
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
