import type { ReactNode } from 'react';

interface ArtFrameProps {
  id: string;
  children: ReactNode;
  /** Width of the shadow on the ground, and where the ground is. */
  shadow?: number;
  ground?: number;
}

/** The 200 × 200 canvas every drawing shares, with a soft shadow on the ground under the device. */
export function ArtFrame({ id, children, shadow = 150, ground = 188 }: ArtFrameProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}-shadow`}>
          <stop offset="0" stopColor="#000" stopOpacity="0.22" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="100" cy={ground} rx={shadow / 2} ry="7" fill={`url(#${id}-shadow)`} />
      {children}
    </svg>
  );
}

/** A device's screen wallpaper, glass highlight included, as gradient definitions under `${id}-`. */
export function ScreenDefs({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <defs>
      <linearGradient id={`${id}-screen`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
      <linearGradient id={`${id}-glare`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity="0.22" />
        <stop offset="0.45" stopColor="#fff" stopOpacity="0.04" />
        <stop offset="0.46" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
    </defs>
  );
}

/** Left-lit metal: light at the left edge, the finish, then shade at the right. */
export function BodyGradient({
  id,
  light,
  body,
  dark,
}: {
  id: string;
  light: string;
  body: string;
  dark: string;
}) {
  return (
    <defs>
      <linearGradient id={`${id}-body`} x1="0" y1="0" x2="1" y2="0.2">
        <stop offset="0" stopColor={light} />
        <stop offset="0.35" stopColor={body} />
        <stop offset="1" stopColor={dark} />
      </linearGradient>
    </defs>
  );
}
