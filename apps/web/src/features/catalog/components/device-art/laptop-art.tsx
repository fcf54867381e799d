import { ArtFrame, BodyGradient, ScreenDefs } from './art-frame';
import type { Palette } from './tint';

/** An open laptop, slightly from above: the display on its thin bezel, the base in the finish. */
export function LaptopArt({ id, p }: { id: string; p: Palette }) {
  return (
    <ArtFrame id={id} shadow={196} ground={172}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
      <g transform="translate(0 14)">
        <rect x="30" y="44" width="140" height="96" rx="8" fill={p.edge} />
        <rect x="33" y="47" width="134" height="90" rx="6" fill="#0c0d10" />
        <rect x="37" y="51" width="126" height="82" rx="2.5" fill={`url(#${id}-screen)`} />
        <rect x="92" y="51" width="16" height="3.5" rx="1.75" fill="#0c0d10" />
        <rect x="43" y="58" width="40" height="5" rx="2.5" fill="#fff" opacity="0.55" />
        <rect x="43" y="100" width="52" height="27" rx="5" fill="#fff" opacity="0.16" />
        <rect x="100" y="100" width="57" height="27" rx="5" fill="#fff" opacity="0.1" />
        <rect x="37" y="51" width="126" height="82" rx="2.5" fill={`url(#${id}-glare)`} />
        <path
          d="M20 140 H180 L192 152 Q193 157 187 157 H13 Q7 157 8 152 Z"
          fill={`url(#${id}-body)`}
          stroke={p.edge}
          strokeWidth="0.8"
        />
        <path d="M8.5 152.5 H191.5" stroke={p.light} strokeWidth="1" opacity="0.7" />
        <rect x="84" y="140" width="32" height="4" rx="2" fill={p.dark} />
      </g>
    </ArtFrame>
  );
}
