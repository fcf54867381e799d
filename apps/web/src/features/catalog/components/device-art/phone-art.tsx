import { ArtFrame, BodyGradient, ScreenDefs } from './art-frame';
import type { Palette } from './tint';

/** A smartphone seen from the back (camera island) with a second one in front showing its screen. */
export function PhoneArt({ id, p }: { id: string; p: Palette }) {
  return (
    <ArtFrame id={id} shadow={130}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
      {/* back */}
      <g transform="rotate(-8 80 100)">
        <rect x="44" y="22" width="72" height="152" rx="15" fill={`url(#${id}-body)`} stroke={p.edge} />
        <rect x="52" y="30" width="32" height="36" rx="10" fill={p.dark} opacity="0.55" />
        <circle cx="62" cy="40" r="7" fill="#15171b" stroke={p.light} strokeWidth="1.5" />
        <circle cx="62" cy="57" r="7" fill="#15171b" stroke={p.light} strokeWidth="1.5" />
        <circle cx="62" cy="40" r="2.6" fill="#3b4a6b" />
        <circle cx="62" cy="57" r="2.6" fill="#3b4a6b" />
        <circle cx="76" cy="48" r="2.4" fill="#f6f1dc" />
      </g>
      {/* front */}
      <rect x="88" y="30" width="72" height="154" rx="15" fill={p.edge} />
      <rect x="91" y="33" width="66" height="148" rx="12.5" fill={`url(#${id}-screen)`} />
      <rect x="113" y="39" width="22" height="6.5" rx="3.25" fill="#050608" />
      <rect x="99" y="58" width="34" height="9" rx="4.5" fill="#fff" opacity="0.85" />
      <rect x="99" y="71" width="22" height="5" rx="2.5" fill="#fff" opacity="0.5" />
      <g fill="#fff" opacity="0.28">
        <rect x="99" y="142" width="11" height="11" rx="3" />
        <rect x="114" y="142" width="11" height="11" rx="3" />
        <rect x="129" y="142" width="11" height="11" rx="3" />
        <rect x="144" y="142" width="5" height="11" rx="2.5" />
      </g>
      <rect x="96" y="162" width="56" height="13" rx="6.5" fill="#fff" opacity="0.16" />
      <rect x="91" y="33" width="66" height="148" rx="12.5" fill={`url(#${id}-glare)`} />
    </ArtFrame>
  );
}
