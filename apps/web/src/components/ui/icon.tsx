import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';
import styles from './icon.module.css';

export const ICON_NAMES = [
  'alert',
  'arrow-left',
  'arrow-right',
  'bonus',
  'box',
  'calendar',
  'card',
  'chat',
  'check',
  'chevron-down',
  'chevron-right',
  'clock',
  'close',
  'console',
  'document',
  'external',
  'globe',
  'headphones',
  'laptop',
  'logout',
  'mail',
  'menu',
  'minus',
  'offline',
  'phone',
  'pin',
  'plus',
  'search',
  'shield',
  'tablet',
  'telegram',
  'truck',
  'user',
  'vk',
  'watch',
  'whatsapp',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * An icon from /svg/{name}.svg (SPEC.md §7), painted with the text colour through a CSS mask so it
 * follows hover and theme colours. Always decorative: the control around it carries the label.
 */
export function Icon({ name, size = 20, className }: IconProps) {
  const style = { '--icon': `url(/svg/${name}.svg)`, '--icon-size': `${size}px` } as CSSProperties;
  return <span aria-hidden="true" className={cx(styles.icon, className)} style={style} />;
}
