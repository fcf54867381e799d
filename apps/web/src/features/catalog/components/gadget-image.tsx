import { ART_PATH, type TGadgetPhoto } from '@ijara/contract';
import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import { config } from '../../../lib/config';
import { cx } from '../../../lib/cx';
import { artFile, isDeviceFamily } from './device-art/art-file';
import styles from './gadget-image.module.css';

interface GadgetImageProps {
  /** The catalogue's `image`: /svg/<family>.svg names our drawing of that device family. */
  src: string;
  alt: string;
  fallbackIcon: IconName;
  size?: 'card' | 'hero';
  /** An operator-set photo, shown instead of the drawing. */
  photo?: TGadgetPhoto | null | undefined;
  /** The model's finish (#rrggbb) the drawing is painted in. */
  color?: string | undefined;
  /** The gadget's name: its maker chooses the drawing's outline (device-art/shape.ts). */
  name?: string | undefined;
  /** Pictures in the first screenful load at once; the rest as they come near (lazy). */
  eager?: boolean;
}

/** How wide the picture is drawn, per layout (gadget-card.module.css, gadget-grid, gadget-details). */
const SIZES = {
  card: '(min-width: 1200px) 290px, (min-width: 960px) 31vw, (min-width: 640px) 47vw, 104px',
  hero: '(min-width: 1200px) 560px, (min-width: 960px) 46vw, 92vw',
} as const;

/** Photo and drawing URLs are the api's (API_BASE may be another origin). */
export const apiFile = (url: string) => `${config.apiBase.replace(/\/+$/, '')}${url}`;

/**
 * The device picture on a soft tile of fixed aspect ratio (nothing moves when it loads): the
 * operator's photo with a srcset, else our drawing of the family in its maker's outline and the
 * model's colour (a picture the api draws: docs/decisions/066), else the category's icon.
 */
export function GadgetImage({
  src,
  alt,
  fallbackIcon,
  size = 'card',
  photo,
  color,
  name,
  eager = false,
}: GadgetImageProps) {
  // Every picture that did not load: the next in line shows instead, never one that failed before.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = (url: string) => setFailed((before) => new Set(before).add(url));
  const works = (url: string | null): url is string => url !== null && !failed.has(url);
  const ownIcon = /^\/svg\/([a-z-]+)\.svg$/.exec(src)?.[1];
  const family = ownIcon ?? fallbackIcon;
  const photoKey = photo?.files.at(-1)?.url ?? null;
  const external = src && !ownIcon ? src : null;
  const drawing = isDeviceFamily(family) ? apiFile(`${ART_PATH}${artFile(family, color, name)}`) : null;
  // Pictures of the first screenful load at once and first; the rest as they come near.
  const when: Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> = {
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
    ...(eager ? { fetchPriority: 'high' } : {}),
  };
  let picture: ReactNode;
  if (photo && works(photoKey)) {
    const fallback = photo.files.find((file) => file.width >= 640) ?? photo.files.at(-1);
    picture = (
      <img
        className={styles.image}
        src={apiFile(fallback?.url ?? '')}
        srcSet={photo.files.map((file) => `${apiFile(file.url)} ${file.width}w`).join(', ')}
        sizes={SIZES[size]}
        width={photo.width}
        height={photo.height}
        alt={alt}
        {...when}
        onError={() => fail(photoKey)}
      />
    );
  } else if (works(drawing)) {
    picture = (
      <img
        className={styles.drawing}
        src={drawing}
        width={200}
        height={200}
        alt={alt}
        {...when}
        onError={() => fail(drawing)}
      />
    );
  } else if (works(external)) {
    picture = (
      <img className={styles.image} src={external} alt={alt} {...when} onError={() => fail(external)} />
    );
  } else {
    picture = (
      <>
        <Icon name={fallbackIcon} size={size === 'hero' ? 120 : 48} className={styles.icon} />
        {alt && <span className="visually-hidden">{alt}</span>}
      </>
    );
  }
  return (
    <div
      className={cx(styles.frame, styles[size])}
      data-picture={photo && works(photoKey) ? 'photo' : family}
    >
      {picture}
    </div>
  );
}
