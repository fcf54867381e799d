import { ArtFrame, BodyGradient } from './art-frame';
import type { Palette } from './tint';
import { luminance } from './tint';

/** A game console standing upright, its controller lying in front of it. */
export function ConsoleArt({ id, p }: { id: string; p: Palette }) {
  const bright = luminance(p.body) > 0.6;
  const detail = bright ? '#1d1f23' : '#e9eaec';
  return (
    <ArtFrame id={id} shadow={150} ground={178}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <rect x="50" y="14" width="84" height="150" rx="12" fill={`url(#${id}-body)`} stroke={p.edge} />
      <rect
        x="86"
        y="14"
        width="12"
        height="150"
        fill={bright ? '#202226' : p.dark}
        opacity={bright ? 0.92 : 0.7}
      />
      <g stroke={detail} strokeOpacity="0.18" strokeWidth="1.2">
        <path d="M58 26 H80 M58 31 H80 M58 36 H80" />
      </g>
      <circle cx="116" cy="150" r="1.8" fill="#2ee6ff" />
      <g transform="translate(86 126) scale(0.68)">
        <path
          d="M10 26 C10 10 24 2 40 4 H96 C112 2 126 10 126 26 L136 62 C139 76 124 82 114 72 L100 56 H36 L22 72 C12 82 -3 76 0 62 Z"
          fill={`url(#${id}-body)`}
          stroke={p.edge}
          strokeWidth="1.4"
        />
        <circle cx="46" cy="36" r="9" fill={p.dark} stroke={p.edge} />
        <circle cx="90" cy="36" r="9" fill={p.dark} stroke={p.edge} />
        <g fill={detail} opacity="0.78">
          <rect x="20" y="19" width="14" height="4.5" rx="2" />
          <rect x="24.75" y="14.25" width="4.5" height="14" rx="2" />
          <circle cx="110" cy="14" r="3.2" />
          <circle cx="117" cy="21" r="3.2" />
          <circle cx="103" cy="21" r="3.2" />
          <circle cx="110" cy="28" r="3.2" />
        </g>
      </g>
    </ArtFrame>
  );
}
