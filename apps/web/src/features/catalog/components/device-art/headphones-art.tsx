import { ArtFrame, BodyGradient } from './art-frame';
import type { Shape } from './shape';
import type { Palette } from './tint';

/** Over-ear headphones: the band's arc and two cushioned cups (one outline for every maker). */
export function HeadphonesArt({ id, p }: { id: string; p: Palette; s: Shape }) {
  return (
    <ArtFrame id={id} shadow={130}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <path
        d="M46 118 V96 A54 54 0 0 1 154 96 V118"
        fill="none"
        stroke={p.edge}
        strokeWidth="13"
        strokeLinecap="round"
      />
      <path
        d="M46 118 V96 A54 54 0 0 1 154 96 V118"
        fill="none"
        stroke={p.body}
        strokeWidth="9"
        strokeLinecap="round"
      />
      <rect x="28" y="104" width="40" height="72" rx="18" fill={`url(#${id}-body)`} stroke={p.edge} />
      <rect x="132" y="104" width="40" height="72" rx="18" fill={`url(#${id}-body)`} stroke={p.edge} />
      <rect x="58" y="112" width="12" height="56" rx="6" fill={p.dark} />
      <rect x="130" y="112" width="12" height="56" rx="6" fill={p.dark} />
    </ArtFrame>
  );
}
