import { useState } from 'react';
import { Icon, type IconName, isIconName } from '../../../components/ui/icon';
import { cx } from '../../../lib/cx';
import styles from './gadget-image.module.css';

interface GadgetImageProps {
  src: string;
  alt: string;
  fallbackIcon: IconName;
  size?: 'card' | 'hero';
}

/** The device picture, or its category's icon on a soft tile when there is none or it fails. */
export function GadgetImage({ src, alt, fallbackIcon, size = 'card' }: GadgetImageProps) {
  const [failed, setFailed] = useState(false);
  // The catalogue may name one of our own icons (/svg/phone.svg): draw it at icon weight, not stretched.
  const ownIcon = /^\/svg\/([a-z-]+)\.svg$/.exec(src)?.[1];
  const icon = ownIcon && isIconName(ownIcon) ? ownIcon : fallbackIcon;
  return (
    <div className={cx(styles.frame, styles[size])}>
      {src && !ownIcon && !failed ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <>
          <Icon name={icon} size={size === 'hero' ? 120 : 48} className={styles.icon} />
          {alt && <span className="visually-hidden">{alt}</span>}
        </>
      )}
    </div>
  );
}
