import { HANDOVER_PHOTOS_MAX } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { resizePhoto } from '../lib/resize-photo';

export interface Photo {
  base64: string;
  preview: string;
}

interface PhotoPickerProps {
  photos: Photo[];
  onChange: (update: (before: Photo[]) => Photo[]) => void;
  /** The api's field error, already a sentence in the page's language. */
  error?: React.ReactNode;
}

/**
 * 1–HANDOVER_PHOTOS_MAX photos of a device from the phone's camera (a file input with `capture`),
 * each resized in the browser before it is sent: the condition record of a hand-over or a return.
 */
export function PhotoPicker({ photos, onChange, error }: PhotoPickerProps) {
  const { t } = useTranslation();
  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = HANDOVER_PHOTOS_MAX - photos.length;
    const made = await Promise.all(
      [...files].slice(0, room).map((file) => resizePhoto(file).catch(() => null)),
    );
    onChange((before) => [...before, ...made.filter((p): p is Photo => p !== null)]);
  };

  return (
    <fieldset className="field offices">
      <legend>{t('handover.photos')}</legend>
      <p className="hint">{t('handover.photosHint', { max: HANDOVER_PHOTOS_MAX })}</p>
      <div className="photos">
        {photos.map((photo, index) => (
          <figure key={photo.preview.slice(-40)} className="photo">
            <img src={photo.preview} alt={t('handover.photoAlt', { n: index + 1 })} />
            <button
              type="button"
              className="link-button danger"
              onClick={() => onChange((before) => before.filter((p) => p !== photo))}
            >
              {t('handover.remove')}
            </button>
          </figure>
        ))}
      </div>
      {photos.length < HANDOVER_PHOTOS_MAX && (
        <label className="button secondary file">
          {t('handover.addPhoto')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="visually-hidden"
            onChange={(event) => {
              void addPhotos(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {error}
    </fieldset>
  );
}
