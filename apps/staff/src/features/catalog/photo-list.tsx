import { GADGET_PHOTOS_MAX, type TStaffCatalogGadget } from '@ijara/contract/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { resizePhoto } from '../../lib/resize-photo';
import { catalogWrite } from './catalog-queries';

export interface PhotoListProps {
  gadget: TStaffCatalogGadget;
  busy: string | null;
  run: (key: string, call: () => Promise<unknown>, success: string) => Promise<boolean>;
}

/** A file the browser cannot draw goes as it is: the api says what is wrong with it. */
async function asBase64(file: File): Promise<string> {
  const resized = await resizePhoto(file).catch(() => null);
  if (resized) return resized.base64;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * The gadget's photos in the catalogue's order (the first is the card's): add (resized in the browser,
 * made WebP by the api), move up or down, remove. Each change is saved at once.
 */
export function PhotoList({ gadget, busy, run }: PhotoListProps) {
  const { t } = useTranslation();
  const id = useId();
  const photos = gadget.photos;
  const ids = photos.map((photo) => photo.id);
  const room = GADGET_PHOTOS_MAX - photos.length;

  const add = (files: File[]) =>
    run(
      'photos',
      async () => {
        let version = gadget.version;
        for (const file of files.slice(0, room)) {
          const image = await asBase64(file);
          version = (await catalogWrite('photos/add/', { gadgetID: gadget.id, version, image })).version;
        }
      },
      t('catalog.photoAdded'),
    );
  const move = (index: number, to: number) => {
    const order = [...ids];
    [order[index], order[to]] = [order[to] as string, order[index] as string];
    return run(
      'photos',
      () => catalogWrite('photos/order/', { gadgetID: gadget.id, version: gadget.version, photos: order }),
      t('catalog.photosOrdered'),
    );
  };
  const remove = (photo: string) =>
    run(
      'photos',
      () => catalogWrite('photos/remove/', { gadgetID: gadget.id, version: gadget.version, photo }),
      t('catalog.photoRemoved'),
    );

  return (
    <section className="card" aria-labelledby={`${id}-title`} aria-busy={busy === 'photos'}>
      <h2 id={`${id}-title`}>{t('catalog.photos')}</h2>
      <p className="hint">{t('catalog.photosHint', { max: GADGET_PHOTOS_MAX })}</p>
      {photos.length === 0 && <p className="muted">{t('catalog.noPhotos')}</p>}
      <ol className="photos catalog-photos">
        {photos.map((photo, index) => {
          const n = index + 1;
          const small = photo.files[0];
          return (
            <li key={photo.id} className="photo">
              <img src={small?.url} alt={t('catalog.photoAlt', { n })} width={120} height={90} />
              <div className="actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={index === 0 || busy !== null}
                  aria-label={t('catalog.photoUp', { n })}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={index === photos.length - 1 || busy !== null}
                  aria-label={t('catalog.photoDown', { n })}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="link-button danger"
                  disabled={busy !== null}
                  aria-label={t('catalog.photoRemove', { n })}
                  onClick={() => remove(photo.id)}
                >
                  {t('catalog.remove')}
                </button>
              </div>
              {index === 0 && photos.length > 1 && <span className="hint">{t('catalog.cardPhoto')}</span>}
            </li>
          );
        })}
      </ol>
      {room > 0 ? (
        <label className={`button secondary file${busy === 'photos' ? ' disabled' : ''}`}>
          {busy === 'photos' ? t('catalog.uploading') : t('catalog.addPhoto')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="visually-hidden"
            disabled={busy !== null}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void add(files);
            }}
          />
        </label>
      ) : (
        <p className="hint">{t('catalog.photosFull', { max: GADGET_PHOTOS_MAX })}</p>
      )}
    </section>
  );
}
