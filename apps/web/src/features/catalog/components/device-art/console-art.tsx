import { ArtFrame, BodyGradient } from './art-frame';
import type { Shape } from './shape';
import type { Palette } from './tint';
import { luminance } from './tint';

/** Xbox's face buttons, in their colours: A, B, X, Y. */
const XBOX_BUTTONS = [
  [110, 28, '#5dbb63'],
  [117, 21, '#e0504a'],
  [103, 21, '#4a8fe0'],
  [110, 14, '#e8c547'],
] as const;

/**
 * A game console standing upright, its controller lying in front of it: a PlayStation's (and any
 * other maker's) tower with its black centre fin and a controller with the sticks side by side; an
 * Xbox's square-cornered tower with the green vent on top, a vertical disc slot and a controller with
 * the sticks offset and coloured buttons.
 */
export function ConsoleArt({ id, p, s }: { id: string; p: Palette; s: Shape }) {
  const bright = luminance(p.body) > 0.6;
  const detail = bright ? '#1d1f23' : '#e9eaec';
  const xbox = s.brand === 'microsoft';
  // Left stick, right stick and d-pad centres on the controller.
  const [left, right, pad] = xbox
    ? ([
        [27, 21],
        [90, 40],
        [46, 40],
      ] as const)
    : ([
        [46, 36],
        [90, 36],
        [27, 21],
      ] as const);
  return (
    <ArtFrame id={id} shadow={150} ground={178}>
      <BodyGradient id={id} light={p.light} body={p.body} dark={p.dark} />
      {xbox ? (
        <>
          <rect x="48" y="16" width="92" height="148" rx="5" fill={`url(#${id}-body)`} stroke={p.edge} />
          <rect x="54" y="20" width="80" height="9" rx="4.5" fill="#3fa34d" opacity="0.55" />
          <path d="M57 24.5 H131" stroke="#0b0c0d" strokeWidth="3" strokeDasharray="2 2.5" />
          <circle cx="60" cy="40" r="4" fill="none" stroke={detail} strokeOpacity="0.6" />
          <path d="M64 56 V116" stroke={detail} strokeOpacity="0.35" strokeWidth="1.6" />
        </>
      ) : (
        <>
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
        </>
      )}
      <g transform="translate(86 126) scale(0.68)">
        <path
          d="M10 26 C10 10 24 2 40 4 H96 C112 2 126 10 126 26 L136 62 C139 76 124 82 114 72 L100 56 H36 L22 72 C12 82 -3 76 0 62 Z"
          fill={`url(#${id}-body)`}
          stroke={p.edge}
          strokeWidth="1.4"
        />
        <circle cx={left[0]} cy={left[1]} r="9" fill={p.dark} stroke={p.edge} />
        <circle cx={right[0]} cy={right[1]} r="9" fill={p.dark} stroke={p.edge} />
        <g fill={detail} opacity="0.78">
          <rect x={pad[0] - 7} y={pad[1] - 2.25} width="14" height="4.5" rx="2" />
          <rect x={pad[0] - 2.25} y={pad[1] - 6.75} width="4.5" height="14" rx="2" />
          {!xbox && (
            <>
              <circle cx="110" cy="14" r="3.2" />
              <circle cx="117" cy="21" r="3.2" />
              <circle cx="103" cy="21" r="3.2" />
              <circle cx="110" cy="28" r="3.2" />
            </>
          )}
        </g>
        {xbox && XBOX_BUTTONS.map(([x, y, fill]) => <circle key={fill} cx={x} cy={y} r="3.4" fill={fill} />)}
      </g>
    </ArtFrame>
  );
}
