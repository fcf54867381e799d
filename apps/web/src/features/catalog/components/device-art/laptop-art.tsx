import { ArtFrame, BodyGradient, ScreenDefs } from './art-frame';
import type { Shape } from './shape';
import type { Palette } from './tint';

/**
 * An open laptop, slightly from above: the display on its bezel, the base in the finish. A MacBook
 * has a thin bezel with the camera notch; a Lenovo Legion a wide black bezel, the camera's bump on
 * the lid's top edge and a deep base with vents; others a camera dot.
 */
export function LaptopArt({ id, p, s }: { id: string; p: Palette; s: Shape }) {
  const legion = s.brand === 'lenovo';
  const bezel = legion ? 7 : 4;
  const screen = {
    x: 33 + bezel,
    y: 47 + bezel,
    width: 134 - 2 * bezel,
    height: 90 - 2 * bezel - (legion ? 4 : 0),
    rx: 2.5,
  };
  return (
    <ArtFrame id={id} shadow={196} ground={172}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
      <g transform="translate(0 14)">
        {legion && <rect x="86" y="39" width="28" height="8" rx="3" fill={p.edge} />}
        <rect x="30" y="44" width="140" height="96" rx={legion ? 5 : 8} fill={p.edge} />
        <rect x="33" y="47" width="134" height="90" rx={legion ? 3 : 6} fill="#0c0d10" />
        <rect {...screen} fill={`url(#${id}-screen)`} />
        {s.brand === 'apple' ? (
          <rect x="92" y="51" width="16" height="3.5" rx="1.75" fill="#0c0d10" />
        ) : (
          <circle cx="100" cy={47 + bezel / 2} r="1.3" fill="#2b2f38" />
        )}
        <rect x="43" y="60" width="40" height="5" rx="2.5" fill="#fff" opacity="0.55" />
        <rect x="43" y="98" width="52" height="25" rx="5" fill="#fff" opacity="0.16" />
        <rect x="100" y="98" width="57" height="25" rx="5" fill="#fff" opacity="0.1" />
        <rect {...screen} fill={`url(#${id}-glare)`} />
        {legion ? (
          <>
            <path
              d="M18 140 H182 L194 156 Q195 162 189 162 H11 Q5 162 6 156 Z"
              fill={`url(#${id}-body)`}
              stroke={p.edge}
              strokeWidth="0.8"
            />
            <path d="M40 150 H160" stroke="#0c0d10" strokeWidth="3" strokeDasharray="3 3" opacity="0.5" />
            <path d="M6.5 156.5 H193.5" stroke="#58c4ff" strokeWidth="1.2" opacity="0.8" />
          </>
        ) : (
          <>
            <path
              d="M20 140 H180 L192 152 Q193 157 187 157 H13 Q7 157 8 152 Z"
              fill={`url(#${id}-body)`}
              stroke={p.edge}
              strokeWidth="0.8"
            />
            <path d="M8.5 152.5 H191.5" stroke={p.light} strokeWidth="1" opacity="0.7" />
          </>
        )}
        <rect x="84" y="140" width="32" height="4" rx="2" fill={p.dark} />
      </g>
    </ArtFrame>
  );
}
