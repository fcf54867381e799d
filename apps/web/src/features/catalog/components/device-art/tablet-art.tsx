import { ArtFrame, BodyGradient, ScreenDefs } from './art-frame';
import type { Shape } from './shape';
import type { Palette } from './tint';

/** The screen's content: a title, a line and two widgets, inside the screen's box. */
function ScreenContent({ id, x, y, w, h }: { id: string; x: number; y: number; w: number; h: number }) {
  const tile = 36;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="5" fill={`url(#${id}-screen)`} />
      <rect x={x + 8} y={y + 13} width="36" height="8" rx="4" fill="#fff" opacity="0.85" />
      <rect x={x + 8} y={y + 25} width="24" height="5" rx="2.5" fill="#fff" opacity="0.5" />
      <g fill="#fff" opacity="0.18">
        <rect x={x + 8} y={y + h - 17 - tile} width={tile} height={tile} rx="7" />
        <rect x={x + 14 + tile} y={y + h - 17 - tile} width={tile} height={tile} rx="7" />
      </g>
      <rect x={x} y={y} width={w} height={h} rx="5" fill={`url(#${id}-glare)`} />
    </>
  );
}

/**
 * A tablet in the finish: an iPad upright with a white pencil beside it; a Galaxy Tab lying wide with
 * its S Pen in the finish below it; others upright without a pen.
 */
export function TabletArt({ id, p, s }: { id: string; p: Palette; s: Shape }) {
  if (s.brand === 'samsung') {
    return (
      <ArtFrame id={id} shadow={176} ground={182}>
        <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
        <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
        <rect x="14" y="40" width="172" height="112" rx="10" fill={`url(#${id}-body)`} stroke={p.edge} />
        <rect x="17" y="43" width="166" height="106" rx="8" fill="#0c0d10" />
        <circle cx="100" cy="46" r="1.3" fill="#2b2f38" />
        <ScreenContent id={id} x={21} y={49} w={158} h={96} />
        <rect
          x="38"
          y="164"
          width="116"
          height="7"
          rx="3.5"
          fill={p.dark}
          stroke={p.edge}
          strokeWidth="0.8"
        />
        <path d="M154 164.5 L164 167.5 L154 170.5 Z" fill={p.edge} />
      </ArtFrame>
    );
  }
  return (
    <ArtFrame id={id} shadow={150}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
      <rect x="38" y="22" width="112" height="160" rx="13" fill={`url(#${id}-body)`} stroke={p.edge} />
      <rect x="41" y="25" width="106" height="154" rx="10.5" fill="#0c0d10" />
      <ScreenContent id={id} x={47} y={31} w={94} h={142} />
      {s.brand === 'apple' && (
        <g transform="rotate(6 166 110)">
          <rect
            x="162"
            y="40"
            width="8"
            height="128"
            rx="4"
            fill="#f4f4f2"
            stroke="#c9cbcf"
            strokeWidth="0.8"
          />
          <path d="M162 168 L166 182 L170 168 Z" fill="#e4e5e7" stroke="#c9cbcf" strokeWidth="0.8" />
          <rect x="162" y="60" width="8" height="3" fill="#d9dbde" />
        </g>
      )}
    </ArtFrame>
  );
}
