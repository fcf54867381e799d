import type { Locale, TGadgetPhoto } from '@ijara/contract';
import { AppError } from '../../../errors';
import { pick } from '../../../lib/localize';
import { processPhoto } from '../../../photos/process-photo';
import type { CatalogRepository } from '../repository';
import { toPhoto } from './photo-files';
import type { PhotoRepository } from './photo-repository';

export interface SetPhotoResult {
  gadget: { id: number; slug: string; name: string };
  photo: TGadgetPhoto;
}

/** Operator-set photos of gadgets (npm run ops -- gadget-image); the drawn picture is the fallback. */
export class GadgetPhotos {
  constructor(
    private readonly catalog: Pick<CatalogRepository, 'findGadget'>,
    private readonly photos: PhotoRepository,
  ) {}

  /** The gadget (slug or id) gets this picture, resized; a bad file is a 400 that says what is wrong. */
  async set(ref: string, input: Buffer, locale: Locale): Promise<SetPhotoResult> {
    const gadget = await this.catalog.findGadget(ref);
    if (!gadget) throw new AppError('not_found', { text: 'opsGadgetNotFound' });
    const processed = await processPhoto(input);
    await this.photos.replace(gadget.id, processed);
    const photo = toPhoto(
      processed.files.map(({ width, height }) => ({
        gadgetId: gadget.id,
        version: processed.version,
        width,
        height,
      })),
    );
    if (!photo) throw new Error('a processed photo has no files');
    return {
      gadget: { id: gadget.id, slug: gadget.slug, name: pick(locale, gadget.nameRu, gadget.nameEn) },
      photo,
    };
  }
}
