import { ArtFrame, BodyGradient, ScreenDefs } from './art-frame';
import type { Palette } from './tint';

/** A tablet upright on its edge in the finish, with a stylus beside it. */
export function TabletArt({ id, p }: { id: string; p: Palette }) {
  return (
    <ArtFrame id={id} shadow={150}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
      <rect x="38" y="22" width="112" height="160" rx="13" fill={`url(#${id}-body)`} stroke={p.edge} />
      <rect x="41" y="25" width="106" height="154" rx="10.5" fill="#0c0d10" />
      <rect x="47" y="31" width="94" height="142" rx="5" fill={`url(#${id}-screen)`} />
      <rect x="55" y="44" width="36" height="8" rx="4" fill="#fff" opacity="0.85" />
      <rect x="55" y="56" width="24" height="5" rx="2.5" fill="#fff" opacity="0.5" />
      <g fill="#fff" opacity="0.18">
        <rect x="55" y="120" width="36" height="36" rx="7" />
        <rect x="97" y="120" width="36" height="36" rx="7" />
      </g>
      <rect x="47" y="31" width="94" height="142" rx="5" fill={`url(#${id}-glare)`} />
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
    </ArtFrame>
  );
}
