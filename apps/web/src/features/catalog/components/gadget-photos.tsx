import type { TGadgetPhoto } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { apiFile } from './gadget-image';
import styles from './gadget-photos.module.css';

interface GadgetPhotosProps {
  photos: readonly TGadgetPhoto[];
  shown: number;
  onShow: (index: number) => void;
}

/** A row of small photos under the big one; pressing one shows it large. Nothing for one photo or none. */
export function GadgetPhotos({ photos, shown, onShow }: GadgetPhotosProps) {
  const { t } = useTranslation();
  if (photos.length < 2) return null;
  return (
    <ul className={styles.thumbs} aria-label={t('gadget.photos')}>
      {photos.map((photo, index) => {
        const smallest = photo.files[0];
        if (!smallest) return null;
        return (
          <li key={smallest.url}>
            <button
              type="button"
              className={styles.thumb}
              aria-pressed={index === shown}
              aria-label={t('gadget.showPhoto', { n: index + 1, total: photos.length })}
              onClick={() => onShow(index)}
            >
              <img
                src={apiFile(smallest.url)}
                alt=""
                width={smallest.width}
                height={Math.round((smallest.width * photo.height) / photo.width)}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
