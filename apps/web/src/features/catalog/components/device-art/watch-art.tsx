import { ArtFrame, BodyGradient } from './art-frame';
import type { Shape } from './shape';
import type { Palette } from './tint';

/**
 * A smartwatch face on with activity rings, its band in the finish, a crown at the side: an Apple
 * Watch's rounded square, every other maker's round case.
 */
export function WatchArt({ id, p, s }: { id: string; p: Palette; s: Shape }) {
  const ring = (r: number, color: string, part: number) => {
    const length = 2 * Math.PI * r;
    return (
      <>
        <circle cx="100" cy="102" r={r} fill="none" stroke={color} strokeOpacity="0.25" strokeWidth="6" />
        <circle
          cx="100"
          cy="102"
          r={r}
          fill="none"
          stroke={color}
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={`${length * part} ${length}`}
          transform="rotate(-90 100 102)"
        />
      </>
    );
  };
  return (
    <ArtFrame id={id} shadow={90}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <path d="M72 58 L78 10 H122 L128 58 Z" fill={p.dark} stroke={p.edge} strokeWidth="0.8" />
      <path d="M72 146 L78 194 H122 L128 146 Z" fill={p.dark} stroke={p.edge} strokeWidth="0.8" />
      <path d="M80 14 H120 M80 190 H120" stroke={p.light} strokeWidth="1" opacity="0.5" />
      <g transform={s.brand === 'apple' ? undefined : 'translate(7 0)'}>
        <rect x="140" y="84" width="8" height="18" rx="3" fill={p.edge} />
        <rect x="141" y="110" width="5" height="12" rx="2" fill={p.edge} />
      </g>
      {s.brand === 'apple' ? (
        <>
          <rect x="56" y="50" width="88" height="104" rx="26" fill={`url(#${id}-body)`} stroke={p.edge} />
          <rect x="61" y="55" width="78" height="94" rx="21" fill="#050608" />
        </>
      ) : (
        <>
          <circle cx="100" cy="102" r="50" fill={`url(#${id}-body)`} stroke={p.edge} />
          <circle cx="100" cy="102" r="43" fill="#050608" />
        </>
      )}
      {ring(30, '#ff375f', 0.78)}
      {ring(22, '#a6ff3c', 0.62)}
      {ring(14, '#2ee6ff', 0.9)}
    </ArtFrame>
  );
}
