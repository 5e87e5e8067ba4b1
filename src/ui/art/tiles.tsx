// The home's game tiles: one small original scene a game, drawn here in SVG (never taken from
// the boxes). This is the scenes' source; the screens show them as images (public/art/<id>.svg,
// written from here by scripts/tile-art.ts; ui/art/tile-image.tsx), so no screen imports it.
// Decorative: the tile's title and tagline carry the words.
import type { JSX } from 'preact';

const W = 320;
const H = 120;

function Frame({ sky, children }: { sky: [string, string]; children: JSX.Element | JSX.Element[] }) {
  return (
    <svg class="tile-art" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width={W} height={H} fill={sky[1]} />
      <rect width={W} height={H * 0.6} fill={sky[0]} opacity="0.85" />
      {children}
    </svg>
  );
}

/** Rome, 49 BC: the Rubicon in the foreground, a legion's eagle, the city on its hills. */
const rubico = (
  <Frame sky={['#f1d9a4', '#d9b46f']}>
    <circle cx="250" cy="34" r="18" fill="#f7e7bd" />
    <path d="M0 74 Q60 52 120 66 T240 60 T320 66 V120 H0Z" fill="#b98f52" />
    {/* The city: a temple front and colonnade on the far hill. */}
    <g fill="#8a5f30">
      <path d="M150 60 L182 46 L214 60Z" />
      <rect x="152" y="60" width="60" height="4" />
      {[156, 166, 176, 186, 196, 206].map((x) => (
        <rect key={x} x={x} y="64" width="4" height="16" />
      ))}
      <rect x="150" y="80" width="64" height="4" />
      <rect x="226" y="66" width="40" height="16" />
      <path d="M226 66 Q246 52 266 66Z" />
    </g>
    <path d="M0 96 Q80 84 160 94 T320 90 V120 H0Z" fill="#9a7440" />
    {/* The Rubicon: a winding band of water. */}
    <path d="M0 108 Q70 96 140 106 T320 100" fill="none" stroke="#4f7fa6" stroke-width="9" stroke-linecap="round" />
    <path d="M10 106 Q70 97 130 104" fill="none" stroke="#9cc0dc" stroke-width="2" stroke-linecap="round" />
    {/* The aquila on its standard. */}
    <g transform="translate(64 26)">
      <rect x="-2" y="14" width="4" height="72" fill="#5a3a1a" />
      <rect x="-14" y="40" width="28" height="22" rx="2" fill="#a8321f" stroke="#e8b64c" stroke-width="2" />
      <path d="M-8 48h16M-8 54h16" stroke="#e8b64c" stroke-width="2" />
      <path d="M0 2 C-6 6 -20 4 -26 -4 C-18 10 -8 12 -4 14 H4 C8 12 18 10 26 -4 C20 4 6 6 0 2Z" fill="#e8b64c" />
      <circle cx="0" cy="6" r="4" fill="#e8b64c" />
      <path d="M-14 16 Q0 6 14 16" fill="none" stroke="#e8b64c" stroke-width="3" />
    </g>
  </Frame>
);

/**
 * The Apennines of 1944 in the woodcut of the game's cards (ui/art/motifs.tsx, drawn again here:
 * the home may not reach into a game's screens, and loads before any): flat ink on worn paper,
 * the cards' three ridges, partisans with rifles under the tricolour, Montefiorino's tower, pines.
 */
const WOOD_INK = '#2b2118';
const WOOD_RUST = '#a33a2a';
const WOOD_WALL = '#e0cc9c';
const WOOD_PAPER = '#f4e9cf';
/** A motif of the cards (a 16×16 box, feet on y = 16) standing on the tile's ground at x. */
function Cut({ x, s, lift = 0, flip, children }: { x: number; s: number; lift?: number; flip?: boolean; children: JSX.Element | JSX.Element[] }) {
  const ground = 108;
  return <g transform={`translate(${flip ? x + 16 * s : x} ${ground - 16 * s - lift}) scale(${flip ? -s : s} ${s})`}>{children}</g>;
}
const PINE = <path d="M8 0L13 8H10.5L14 13H9V16H7V13H2L5.5 8H3Z" fill="#3b4a2b" />;
const PARTISAN = (
  <>
    <circle cx="8" cy="3.3" r="2" fill={WOOD_INK} />
    <path d="M5.6 2.9Q8 .2 10.4 2.9L11.2 3.2H5Z" fill={WOOD_INK} />
    <path d="M5 6Q8 5 11 6L12 12H10.4L10 16H8.6L8 12.5L7.4 16H6L5.6 12H4Z" fill={WOOD_INK} />
    <path d="M6.6 6.4L8 9L9.4 6.4" fill="none" stroke={WOOD_RUST} stroke-width="1" stroke-linecap="round" />
    <path d="M10 9.5L14 -1.5" fill="none" stroke={WOOD_INK} stroke-width="1.1" stroke-linecap="round" />
  </>
);
const ribelle = (
  <svg class="tile-art" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
    <rect width={W} height={H} fill="#ead8ac" />
    {/* The cards' star in the sky, in rust. */}
    <path transform="translate(0 8)" d="M262 10L265.8 20.8L277.2 21.1L268.1 28L271.4 38.9L262 32.4L252.6 38.9L255.9 28L246.8 21.1L258.2 20.8Z" fill={WOOD_RUST} />
    {/* The cards' three ridges (an 80×32 strip), four times as large. */}
    <g transform="translate(0 -8) scale(4)">
      <path d="M0 17L8 11L15 14L24 6L33 13L42 8L52 15L61 9L70 13L80 17V32H0Z" fill="#a9ad8c" />
      <path d="M24 6L21 11M24 6L27 10.5M42 8L40 12M61 9L58.6 13" stroke={WOOD_INK} stroke-width="0.35" opacity="0.6" />
      <path d="M0 23Q12 18 24 22T48 20T80 23V32H0Z" fill="#7d8a5a" />
      <path d="M0 29Q20 27 40 29T80 29V32H0Z" fill="#5f6b40" />
    </g>
    <Cut x={2} s={2.6}>{PINE}</Cut>
    <Cut x={30} s={2.1}>{PINE}</Cut>
    <Cut x={62} s={3.4}>{PARTISAN}</Cut>
    <Cut x={100} s={3.4} lift={3}>{PARTISAN}</Cut>
    {/* The tricolour of the free zone. */}
    <Cut x={140} s={3.6} lift={2}>
      <path d="M2 .5V16" fill="none" stroke={WOOD_INK} stroke-width="1" stroke-linecap="round" />
      <path d="M2.5 1H7V7H2.5Z" fill="#3d7a3a" />
      <path d="M7 1H11V7H7Z" fill={WOOD_PAPER} />
      <path d="M11 1H15V7H11Z" fill={WOOD_RUST} />
    </Cut>
    {/* Montefiorino's tower above a house. */}
    <Cut x={196} s={3.8}>
      <path d="M5 4H11V16H5Z" fill={WOOD_WALL} stroke={WOOD_INK} stroke-width="0.6" stroke-linejoin="round" />
      <path d="M4.4 4L8 0L11.6 4Z" fill={WOOD_RUST} stroke={WOOD_INK} stroke-width="0.6" stroke-linejoin="round" />
      <path d="M7 6H9V9H7Z" fill={WOOD_INK} />
    </Cut>
    <Cut x={234} s={2.8}>
      <path d="M1 8H13V16H1Z" fill={WOOD_WALL} stroke={WOOD_INK} stroke-width="0.6" stroke-linejoin="round" />
      <path d="M0 8.5L7 3L14 8.5Z" fill={WOOD_RUST} stroke={WOOD_INK} stroke-width="0.6" stroke-linejoin="round" />
      <path d="M6 11H8V16H6ZM10 10H12V12H10Z" fill={WOOD_INK} />
    </Cut>
    <Cut x={276} s={2.9}>{PINE}</Cut>
    <Cut x={300} s={2.2} flip>{PINE}</Cut>
  </svg>
);

/** Fabriano's valley: green hills, the cathedral's bell tower, the paper mills on the river. */
const fabrisiko = (
  <Frame sky={['#cfe3ee', '#a8c9da']}>
    <path d="M0 60 Q50 36 110 54 T220 46 T320 56 V120 H0Z" fill="#8fb07a" />
    <path d="M0 84 Q80 64 150 78 T320 74 V120 H0Z" fill="#6f9a5c" />
    {/* Field strips on the slope. */}
    <g stroke="#5d864b" stroke-width="1.5" fill="none">
      <path d="M20 90 Q60 80 100 86" />
      <path d="M26 98 Q66 88 110 94" />
      <path d="M220 84 Q260 76 300 82" />
    </g>
    <g fill="#e6d6b8" stroke="#6a5236" stroke-width="1.5">
      <rect x="140" y="34" width="14" height="44" />
      <path d="M138 34 L147 22 L156 34Z" fill="#b0643e" />
      <rect x="144" y="40" width="6" height="8" fill="#6a5236" />
      <rect x="108" y="58" width="32" height="20" />
      <path d="M106 58 L124 48 L142 58Z" fill="#b0643e" />
      <rect x="156" y="60" width="34" height="18" />
      <path d="M154 60 L173 50 L192 60Z" fill="#b0643e" />
    </g>
    {/* The river and a mill wheel. */}
    <path d="M0 112 Q90 100 170 110 T320 104" fill="none" stroke="#3f7fa0" stroke-width="8" stroke-linecap="round" />
    <g transform="translate(206 96)" stroke="#5a3a1a" stroke-width="2" fill="none">
      <circle r="10" fill="#e6d6b8" />
      <path d="M-10 0h20M0 -10v20M-7 -7l14 14M7 -7l-14 14" />
    </g>
  </Frame>
);

/** A city march of 1980: façades and a crowd under banners. */
const corteo = (
  <Frame sky={['#ecd3dd', '#d6a9bb']}>
    <g fill="#8e6b78">
      <rect x="0" y="30" width="60" height="70" />
      <rect x="64" y="18" width="44" height="82" />
      <rect x="112" y="36" width="70" height="64" />
      <rect x="186" y="24" width="50" height="76" />
      <rect x="240" y="34" width="80" height="66" />
    </g>
    <g fill="#f1dfb2" opacity="0.8">
      {[10, 30, 74, 92, 124, 146, 168, 196, 216, 252, 276, 300].map((x, i) => (
        <rect key={x} x={x} y={44 + (i % 3) * 14} width="9" height="9" />
      ))}
    </g>
    <rect x="0" y="100" width={W} height="20" fill="#5a4048" />
    {/* The crowd: rounded heads and shoulders in a row. */}
    <g fill="#2e2228">
      {Array.from({ length: 22 }, (_, i) => {
        const x = 6 + i * 14.6;
        const y = 98 + (i % 3) * 3;
        return (
          <g key={i}>
            <circle cx={x} cy={y - 10} r="5" />
            <path d={`M${x - 7} ${y + 14} Q${x - 7} ${y - 4} ${x} ${y - 4} Q${x + 7} ${y - 4} ${x + 7} ${y + 14}Z`} />
          </g>
        );
      })}
    </g>
    {/* Two banners held up on poles. */}
    <g>
      <rect x="40" y="58" width="2.5" height="34" fill="#2e2228" />
      <rect x="122" y="58" width="2.5" height="34" fill="#2e2228" />
      <rect x="42" y="60" width="80" height="20" fill="#c73a5a" />
      <path d="M52 70h60" stroke="#fbe9ef" stroke-width="3" stroke-dasharray="8 4" />
      <rect x="196" y="62" width="2.5" height="30" fill="#2e2228" />
      <rect x="262" y="62" width="2.5" height="30" fill="#2e2228" />
      <rect x="198" y="64" width="64" height="16" fill="#f1dfb2" />
      <path d="M206 72h48" stroke="#7a2a40" stroke-width="3" stroke-dasharray="6 4" />
    </g>
  </Frame>
);

/** The trenches of 1917: sandbags, barbed wire, a flare over no man's land. */
const fiamme = (
  <Frame sky={['#b8a98c', '#857259']}>
    <circle cx="236" cy="24" r="6" fill="#fff3c4" />
    <circle cx="236" cy="24" r="16" fill="#fff3c4" opacity="0.25" />
    <path d="M0 70 Q80 60 160 68 T320 64 V120 H0Z" fill="#6d5a42" />
    {/* Shell craters and a broken tree. */}
    <g fill="#584833">
      <ellipse cx="70" cy="74" rx="16" ry="4" />
      <ellipse cx="190" cy="72" rx="20" ry="4" />
    </g>
    <path d="M262 70 L266 40 L260 30 M266 46 L274 38" stroke="#3a2e20" stroke-width="3" fill="none" stroke-linecap="round" />
    {/* Barbed wire on its stakes. */}
    <g stroke="#2f261b" stroke-width="1.6" fill="none">
      {[16, 76, 136, 196, 256, 316].map((x) => (
        <path key={x} d={`M${x} 88 l-6 -16 M${x} 88 l6 -16`} />
      ))}
      <path d="M0 78 Q30 82 60 78 T120 78 T180 78 T240 78 T320 78" />
      <path d="M0 84 Q30 80 60 84 T120 84 T180 84 T240 84 T320 84" />
    </g>
    {/* The parapet: a row of sandbags. */}
    <g fill="#b59d74" stroke="#5a4a32" stroke-width="1.5">
      {Array.from({ length: 12 }, (_, i) => (
        <rect key={i} x={-8 + i * 28} y="96" width="30" height="12" rx="5" />
      ))}
      {Array.from({ length: 12 }, (_, i) => (
        <rect key={i} x={6 + i * 28} y="106" width="30" height="12" rx="5" />
      ))}
    </g>
    {/* An Ardito's helmet over the parapet. */}
    <path d="M120 96 Q120 82 134 82 Q148 82 148 96Z" fill="#4b5a3a" stroke="#2a3320" stroke-width="1.5" />
  </Frame>
);

export const SCENES: Record<string, JSX.Element> = {
  rubico,
  'repubblica-ribelle': ribelle,
  fabrisiko,
  corteo,
  'fiamme-d-assalto': fiamme,
};

export function TileArt({ gameId }: { gameId: string }) {
  return SCENES[gameId] ?? null;
}
