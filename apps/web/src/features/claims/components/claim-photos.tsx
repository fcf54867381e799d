import { CLAIM_PHOTOS_MAX } from '@ijara/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { type ResizedPhoto, resizePhoto } from '../../../lib/resize-photo';
import { CLAIM_PHOTO_MAX_SIDE } from '../claim-files';
import styles from './claim-files.module.css';

interface ClaimPhotosProps {
  photos: ResizedPhoto[];
  onChange: (update: (before: ResizedPhoto[]) => ResizedPhoto[]) => void;
  /** The api's error about the photos, in the page's language. */
  error?: ReactNode;
}

/**
 * Up to CLAIM_PHOTOS_MAX photos of the device, picked from the phone (camera or gallery), each resized in
 * the browser before it is sent, shown as thumbnails that can be removed.
 */
export function ClaimPhotos({ photos, onChange, error }: ClaimPhotosProps) {
  const { t } = useTranslation();
  const id = useId();
  const [unreadable, setUnreadable] = useState(false);
  const room = CLAIM_PHOTOS_MAX - photos.length;

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const made = await Promise.all(
      [...files].slice(0, room).map((file) => resizePhoto(file, CLAIM_PHOTO_MAX_SIDE).catch(() => null)),
    );
    setUnreadable(made.includes(null));
    onChange((before) =>
      [...before, ...made.filter((p): p is ResizedPhoto => p !== null)].slice(0, CLAIM_PHOTOS_MAX),
    );
  };

  const message = error ?? (unreadable ? t('claims.form.photoUnreadable') : null);
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{t('claims.form.photos')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('claims.form.photosHint', { max: CLAIM_PHOTOS_MAX })}
      </p>
      <ul className={styles.tiles}>
        {photos.map((photo, index) => (
          <li key={photo.preview.slice(-48)} className={styles.tile}>
            <img
              src={photo.preview}
              alt={t('claims.form.photoAlt', { n: index + 1 })}
              className={styles.image}
            />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('claims.form.removePhoto', { n: index + 1 })}
              onClick={() => onChange((before) => before.filter((p) => p !== photo))}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {room > 0 && (
          <li className={styles.tile}>
            <label className={styles.add}>
              <Icon name="plus" size={22} />
              <span>{t('claims.form.addPhoto')}</span>
              <input
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden"
                onChange={(event) => {
                  void add(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
