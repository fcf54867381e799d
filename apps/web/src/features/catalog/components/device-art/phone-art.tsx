import type { ReactNode } from 'react';
import { ArtFrame, BodyGradient, ScreenDefs } from './art-frame';
import type { Shape } from './shape';
import type { Palette } from './tint';

/** A lens: dark glass in a ring, with a blue glint. */
function lens(x: number, y: number, r: number, ring: string): ReactNode {
  return (
    <g key={`${x} ${y}`}>
      <circle cx={x} cy={y} r={r} fill="#15171b" stroke={ring} strokeWidth="1.5" />
      <circle cx={x} cy={y} r={r * 0.38} fill="#3b4a6b" />
    </g>
  );
}

const flash = (x: number, y: number, r = 2.4) => <circle key="flash" cx={x} cy={y} r={r} fill="#f6f1dc" />;

/**
 * The back's cameras in the maker's layout: Apple's island (a pill, or a square of three on a Pro),
 * Samsung's lenses in a row down the side with no island, Xiaomi's large square module, Pixel's bar
 * across the back, else a round module.
 */
function cameras({ brand, top }: Shape, p: Palette): ReactNode {
  const ring = p.light;
  switch (brand) {
    case 'apple':
      return top ? (
        <>
          <rect x="50" y="28" width="38" height="38" rx="11" fill={p.dark} opacity="0.6" />
          {[lens(60, 38, 7, ring), lens(60, 56, 7, ring), lens(77, 47, 7, ring)]}
          {flash(78, 33, 2.2)}
        </>
      ) : (
        <>
          <rect x="52" y="30" width="22" height="38" rx="11" fill={p.dark} opacity="0.55" />
          {[lens(63, 40, 7, ring), lens(63, 58, 7, ring)]}
          {flash(79, 40)}
        </>
      );
    case 'samsung':
      return (
        <>
          {[38, 55, 72].map((y) => lens(59, y, 6.6, ring))}
          {top ? [lens(75, 46, 6.6, ring), flash(75, 62)] : flash(73, 38)}
        </>
      );
    case 'xiaomi':
      return (
        <>
          <rect
            x="49"
            y="27"
            width="44"
            height="44"
            rx="12"
            fill={p.dark}
            stroke={ring}
            strokeOpacity="0.6"
          />
          {[lens(60, 38, 8, ring), lens(60, 60, 8, ring), lens(82, 38, 8, ring)]}
          {flash(82, 60, 3)}
        </>
      );
    case 'google':
      return (
        <>
          <rect x="44" y="44" width="72" height="20" rx="10" fill="#1b1d21" />
          {[lens(62, 54, 6, ring), lens(78, 54, 6, ring)]}
          {flash(100, 54)}
        </>
      );
    default:
      return (
        <>
          <circle cx="80" cy="46" r="17" fill={p.dark} opacity="0.6" />
          {[lens(73, 41, 5.5, ring), lens(87, 51, 5.5, ring)]}
          {flash(87, 38, 2)}
        </>
      );
  }
}

/**
 * A smartphone seen from the back (cameras as its maker lays them out) with a second one in front
 * showing its screen: Apple's pill-shaped island, the others' punch-hole camera; Samsung's Ultra has
 * squarer corners.
 */
export function PhoneArt({ id, p, s }: { id: string; p: Palette; s: Shape }) {
  const corner = s.brand === 'samsung' && s.top ? 7 : 15;
  return (
    <ArtFrame id={id} shadow={130}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      <ScreenDefs id={id} from={p.screenFrom} to={p.screenTo} />
      {/* back */}
      <g transform="rotate(-8 80 100)">
        <rect x="44" y="22" width="72" height="152" rx={corner} fill={`url(#${id}-body)`} stroke={p.edge} />
        {cameras(s, p)}
      </g>
      {/* front */}
      <rect x="88" y="30" width="72" height="154" rx={corner} fill={p.edge} />
      <rect x="91" y="33" width="66" height="148" rx={corner - 2.5} fill={`url(#${id}-screen)`} />
      {s.brand === 'apple' ? (
        <rect x="113" y="39" width="22" height="6.5" rx="3.25" fill="#050608" />
      ) : (
        <circle cx="124" cy="42" r="3.4" fill="#050608" />
      )}
      <rect x="99" y="58" width="34" height="9" rx="4.5" fill="#fff" opacity="0.85" />
      <rect x="99" y="71" width="22" height="5" rx="2.5" fill="#fff" opacity="0.5" />
      <g fill="#fff" opacity="0.28">
        <rect x="99" y="142" width="11" height="11" rx="3" />
        <rect x="114" y="142" width="11" height="11" rx="3" />
        <rect x="129" y="142" width="11" height="11" rx="3" />
        <rect x="144" y="142" width="5" height="11" rx="2.5" />
      </g>
      <rect x="96" y="162" width="56" height="13" rx="6.5" fill="#fff" opacity="0.16" />
      <rect x="91" y="33" width="66" height="148" rx={corner - 2.5} fill={`url(#${id}-glare)`} />
    </ArtFrame>
  );
}
