// The pictures on Fiamme's card faces, drawn for this project in the sketchbook style of art.tsx
// (dark ink, khaki, mud; night blue for no man's land, where the raids go in the dark). One
// scene per card, built from a few shared pieces (ground, wire, sandbags, helmets, bursts) so the
// drawings stay small; every scene is memoized by card, so a move never redraws it. Decorative:
// the card's name and lines are the words a screen reader gets.
import type { JSX } from 'preact';
import { memo } from 'preact/compat';

const INK = '#2a2219';
const MUD = '#8f7b55';
const DARK_MUD = '#6d5a42';
const SAND = '#b59d74';
const OLIVE = '#5d6b3f';
const NIGHT = '#4b5262';
const NIGHT_GROUND = '#3b3a35';
const FIRE = '#e08a3c';
const RED = '#c2432f';
const STEEL = '#55585a';

type P = { x: number; y: number };

/** The ground line, by day or night, with its horizon at `y`. */
function Ground({ y, night }: { y: number; night?: boolean }) {
  return <path d={`M0 ${y} Q50 ${y - 5} 100 ${y - 1} T200 ${y} V64 H0Z`} fill={night ? NIGHT_GROUND : MUD} />;
}

/** A stretch of barbed wire on crossed stakes, from `x` for `w`. */
function Wire({ x, y, w, gap }: P & { w: number; gap?: number }) {
  const stakes = [];
  for (let sx = x; sx <= x + w; sx += 24) if (gap === undefined || Math.abs(sx - gap) > 18) stakes.push(sx);
  const line = gap === undefined ? `M${x} ${y - 8} H${x + w}` : `M${x} ${y - 8} H${gap - 14} M${gap + 14} ${y - 8} H${x + w}`;
  return (
    <g stroke={INK} stroke-width="1.3" fill="none" stroke-linecap="round">
      {stakes.map((sx) => (
        <path key={sx} d={`M${sx - 5} ${y} L${sx + 5} ${y - 14} M${sx + 5} ${y} L${sx - 5} ${y - 14}`} />
      ))}
      <path d={line} stroke-dasharray="3 1.5" />
      <path d={line} transform="translate(0 5)" stroke-dasharray="1 3" />
    </g>
  );
}

/** A course of sandbags, `n` long. */
function Sandbags({ x, y, n, rows = 2 }: P & { n: number; rows?: number }) {
  const bags = [];
  for (let r = 0; r < rows; r++) for (let i = 0; i < n - (r % 2); i++) bags.push(<rect key={`${r}-${i}`} x={x + i * 14 + (r % 2) * 7} y={y - (r + 1) * 7} width="15" height="7.5" rx="3.5" />);
  return (
    <g fill={SAND} stroke={INK} stroke-width="0.9">
      {bags}
    </g>
  );
}

/** A steel helmet seen from the side: the Italian Adrian (crest) or the enemy's coal scuttle. */
function Helmet({ x, y, s = 1, enemy, fill }: P & { s?: number; enemy?: boolean; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={fill ?? (enemy ? STEEL : OLIVE)} stroke={INK} stroke-width="1">
      {enemy ? <path d="M-9 1 C-9 -10 9 -10 9 -1 L13 4 H4 L3 1Z" /> : <path d="M-8 1 C-8 -8 8 -8 8 1 Z M-11 1.5 H11" />}
      {!enemy && <path d="M-2 -7 q2 -3 4 0" />}
    </g>
  );
}

/** A shell's burst: a jagged star of fire in a cloud of smoke. */
function Burst({ x, y, r }: P & { r: number }) {
  const pts = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const d = i % 2 ? r * 0.45 : r;
    return `${(x + Math.cos(a) * d).toFixed(1)},${(y + Math.sin(a) * d * 0.8).toFixed(1)}`;
  }).join(' ');
  return (
    <>
      <ellipse cx={x} cy={y - r * 0.6} rx={r * 1.3} ry={r * 0.7} fill="#7b766c" opacity="0.7" />
      <polygon points={pts} fill={FIRE} stroke={INK} stroke-width="0.8" />
    </>
  );
}

function Crater({ x, y, rx }: P & { rx: number }) {
  return (
    <>
      <ellipse cx={x} cy={y} rx={rx} ry={rx * 0.25} fill={INK} opacity="0.55" />
      <path d={`M${x - rx - 4} ${y} q${rx * 0.4} -${rx * 0.3} ${rx * 0.8} -${rx * 0.15} M${x + rx + 4} ${y} q-${rx * 0.4} -${rx * 0.3} -${rx * 0.8} -${rx * 0.15}`} stroke={INK} fill="none" />
    </>
  );
}

function Stump({ x, y }: P) {
  return <path d={`M${x} ${y} L${x + 2} ${y - 22} L${x - 3} ${y - 30} M${x + 2} ${y - 16} L${x + 9} ${y - 23}`} stroke={INK} stroke-width="2.4" fill="none" stroke-linecap="round" />;
}

/** A man running, leaning forward (the runner, a patrol). */
function Runner({ x, y, enemy }: P & { enemy?: boolean }) {
  return (
    <g stroke={INK} stroke-width="2.6" stroke-linecap="round" fill="none">
      <path d={`M${x} ${y - 14} L${x + 5} ${y - 26} M${x} ${y - 14} L${x - 6} ${y - 6} L${x - 4} ${y} M${x} ${y - 14} L${x + 7} ${y - 7} L${x + 12} ${y - 8} M${x + 4} ${y - 23} L${x + 11} ${y - 18} M${x + 4} ${y - 23} L${x - 4} ${y - 19}`} />
      <Helmet x={x + 6} y={y - 28} s={0.6} enemy={enemy} />
    </g>
  );
}

/** A wooden frame round a dark doorway (dugout, tunnel). */
function Doorway({ x, y, w, h, arch }: P & { w: number; h: number; arch?: boolean }) {
  const d = arch ? `M${x} ${y} V${y - h + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y - h + w / 2} V${y}Z` : `M${x} ${y} V${y - h} H${x + w} V${y}Z`;
  return (
    <>
      <path d={d} fill="#1d1712" stroke="#7a5a36" stroke-width="3" />
      {!arch && <path d={`M${x - 3} ${y - h} H${x + w + 3}`} stroke="#7a5a36" stroke-width="4" />}
    </>
  );
}

/** Night sky. */
const Sky = ({ night }: { night?: boolean }) => <rect width="200" height="64" fill={night ? NIGHT : '#c9bb95'} />;

const SCENES: Record<string, () => JSX.Element> = {
  // ---- no man's land, at night ----
  'tdn-reticolato': () => (
    <>
      <Ground y={46} night />
      <Wire x={8} y={50} w={188} />
      <Helmet x={96} y={56} s={1.1} />
    </>
  ),
  'tdn-bombardamento': () => (
    <>
      <Ground y={48} night />
      <Burst x={60} y={34} r={14} />
      <Burst x={140} y={40} r={10} />
      <Crater x={100} y={54} rx={22} />
    </>
  ),
  'tdn-razzo': () => (
    <>
      <circle cx="120" cy="14" r="18" fill="#f4ecd8" opacity="0.25" />
      <circle cx="120" cy="14" r="4" fill="#fff6d0" />
      <path d="M120 18 Q116 34 122 46" stroke="#f4ecd8" stroke-width="0.8" stroke-dasharray="2 2" fill="none" />
      <Ground y={48} night />
      <Stump x={40} y={50} />
      <Helmet x={150} y={56} s={0.9} />
    </>
  ),
  'tdn-pattuglia': () => (
    <>
      <Ground y={44} night />
      <Helmet x={70} y={44} s={1.1} enemy />
      <Helmet x={100} y={42} s={1.1} enemy />
      <Helmet x={130} y={45} s={1.1} enemy />
      <Wire x={10} y={60} w={50} />
    </>
  ),
  'tdn-cecchino': () => (
    <>
      <path d="M60 50 V20 L72 14 L80 22 L92 16 V50Z" fill="#6b645a" stroke={INK} />
      <rect x="71" y="28" width="8" height="8" fill="#1d1712" />
      <path d="M79 32 H104" stroke={INK} stroke-width="2" />
      <path d="M106 32 l6 -3 m-6 3 l7 0 m-7 0 l6 3" stroke={FIRE} stroke-width="1.6" />
      <Ground y={50} night />
      <Helmet x={160} y={58} s={0.9} />
    </>
  ),
  'tdn-buca': () => (
    <>
      <Ground y={40} night />
      <path d="M40 44 Q100 70 160 44Z" fill="#26241f" />
      <Helmet x={100} y={52} s={1.3} />
      <Stump x={170} y={44} />
    </>
  ),
  'tdn-varco': () => (
    <>
      <Ground y={46} night />
      <Wire x={8} y={50} w={188} gap={100} />
      <path d="M100 62 L100 40" stroke="#f4ecd8" stroke-width="1.4" stroke-dasharray="3 3" />
      <path d="M95 44 L100 38 L105 44" stroke="#f4ecd8" stroke-width="1.4" fill="none" />
    </>
  ),
  'tdn-staffetta': () => (
    <>
      <Ground y={50} night />
      <Runner x={96} y={54} />
      <Crater x={40} y={56} rx={14} />
      <Crater x={160} y={55} rx={12} />
    </>
  ),
  // ---- the enemy trench, by day ----
  'tr-camminamento': () => (
    <>
      <path d="M0 10 L80 34 H120 L200 10 V64 H0Z" fill={DARK_MUD} />
      <path d="M60 64 L90 34 H110 L140 64Z" fill={SAND} />
      <path d="M70 58 H130 M78 50 H122 M84 44 H116 M88 39 H112" stroke={INK} />
    </>
  ),
  'tr-traversa': () => (
    <>
      <Ground y={40} />
      <path d="M0 52 H200 V64 H0Z" fill={DARK_MUD} />
      <Sandbags x={72} y={52} n={4} rows={3} />
      <path d="M30 58 L66 58 M134 58 L170 58" stroke={INK} stroke-dasharray="4 3" />
    </>
  ),
  'tr-ricovero': () => (
    <>
      <Ground y={26} />
      <rect y="30" width="200" height="34" fill={DARK_MUD} />
      <Doorway x={84} y={60} w={32} h={26} />
      <path d="M90 60 h20 M93 55 h14" stroke={SAND} />
    </>
  ),
  'tr-reticolato': () => (
    <>
      <Ground y={40} />
      <Wire x={20} y={46} w={160} />
      <Wire x={8} y={60} w={188} />
    </>
  ),
  'tr-vedetta': () => (
    <>
      <Ground y={44} />
      <Sandbags x={40} y={52} n={9} />
      <rect x="92" y="22" width="16" height="18" fill={STEEL} stroke={INK} />
      <rect x="97" y="28" width="6" height="3" fill={INK} />
      <path d="M108 26 L120 22" stroke={INK} stroke-width="1.6" />
    </>
  ),
  'tr-mitragliatrice': () => (
    <>
      <Ground y={46} />
      <Sandbags x={50} y={54} n={7} rows={3} />
      <path d="M96 28 H150 M96 31 H146" stroke={INK} stroke-width="2.4" />
      <rect x="84" y="24" width="14" height="10" rx="2" fill={INK} />
      <Helmet x={82} y={24} enemy />
    </>
  ),
  'tr-dolina': () => (
    <>
      <Ground y={30} />
      <path d="M20 34 Q100 76 180 34Z" fill={DARK_MUD} stroke={INK} />
      <path d="M60 46 l8 -5 l6 5Z M120 48 l7 -6 l8 6Z M92 54 l5 -4 l5 4Z" fill="#a59f92" stroke={INK} />
    </>
  ),
  'tr-galleria': () => (
    <>
      <path d="M0 22 L40 10 L80 16 L120 6 L170 14 L200 10 V64 H0Z" fill="#8a8579" stroke={INK} />
      <Doorway x={80} y={60} w={40} h={34} arch />
      <path d="M84 60 L96 50 M116 60 L104 50" stroke={SAND} />
    </>
  ),
  'tr-baracca': () => (
    <>
      <Ground y={50} />
      <path d="M30 50 V34 L54 22 L78 34 V50Z M110 50 V36 L138 24 L166 36 V50Z" fill="#7a5a36" stroke={INK} />
      <path d="M28 34 L54 20 L80 34 M108 36 L138 22 L168 36" stroke={INK} stroke-width="2.4" fill="none" />
      <rect x="48" y="38" width="10" height="12" fill={INK} />
      <rect x="130" y="40" width="10" height="7" fill={INK} />
    </>
  ),
  'tr-parapetto': () => (
    <>
      <rect y="30" width="200" height="34" fill={DARK_MUD} />
      <Sandbags x={-6} y={52} n={16} rows={3} />
      <Helmet x={96} y={31} enemy />
      <path d="M106 28 H124" stroke={INK} stroke-width="2" />
    </>
  ),
  'tr-deposito': () => (
    <>
      <rect y="36" width="200" height="28" fill={DARK_MUD} />
      <rect x="50" y="36" width="44" height="20" fill="#9c7a4a" stroke={INK} />
      <rect x="96" y="40" width="44" height="16" fill="#9c7a4a" stroke={INK} />
      <path d="M50 46 H94 M96 48 H140" stroke={INK} />
      {[60, 74, 88, 104, 118, 132].map((x) => (
        <g key={x}>
          <path d={`M${x} 36 V${x < 96 ? 22 : 26}`} stroke="#7a5a36" stroke-width="2.4" />
          <rect x={x - 3} y={x < 96 ? 18 : 22} width="6" height="7" rx="1.5" fill={OLIVE} stroke={INK} stroke-width="0.8" />
        </g>
      ))}
    </>
  ),
  'tr-posizione': () => (
    <>
      <Ground y={48} />
      <Sandbags x={40} y={56} n={9} rows={2} />
      <path d="M100 42 V8" stroke={INK} stroke-width="1.8" />
      <path d="M100 9 h8 v14 h-8Z" fill="#3f7d4a" />
      <path d="M108 9 h8 v14 h-8Z" fill="#f4ecd8" />
      <path d="M116 9 h8 v14 h-8Z" fill={RED} />
      <path d="M100 9 H124 V23 H100" stroke={INK} stroke-width="0.8" fill="none" />
    </>
  ),
  // ---- objectives ----
  'ob-comando': () => (
    <>
      <Ground y={46} />
      <path d="M60 48 L70 24 H130 L140 48Z" fill="#9a9588" stroke={INK} stroke-width="1.4" />
      <rect x="84" y="32" width="32" height="5" fill={INK} />
      <path d="M126 24 V4 M126 4 L150 14 M126 4 L104 14" stroke={INK} stroke-width="1.2" />
    </>
  ),
  'ob-osservatorio': () => (
    <>
      <path d="M0 64 L60 30 L100 20 L140 30 L200 64Z" fill="#8a8579" stroke={INK} />
      <path d="M88 22 L92 2 H108 L112 22Z" fill="#9a9588" stroke={INK} />
      <rect x="94" y="7" width="12" height="4" fill={INK} />
      <Wire x={20} y={62} w={60} />
    </>
  ),
  'ob-batteria': () => (
    <>
      <Ground y={44} />
      <path d="M40 48 Q100 28 160 48Z" fill={DARK_MUD} stroke={INK} />
      <path d="M96 34 L150 16" stroke={INK} stroke-width="5" stroke-linecap="round" />
      <circle cx="94" cy="42" r="9" fill="none" stroke={INK} stroke-width="2.4" />
      <path d="M94 33 V51 M85 42 H103" stroke={INK} />
      <path d="M88 36 L62 48" stroke={INK} stroke-width="3" />
    </>
  ),
  // ---- the link trench, from above ----
  'tr-collegamento': () => (
    <>
      <rect width="200" height="64" fill={MUD} />
      <path d="M-4 50 L22 22 L50 42 L80 16 L110 42 L140 18 L170 44 L204 20" fill="none" stroke="#4a3c2a" stroke-width="10" />
      <path d="M-4 50 L22 22 L50 42 L80 16 L110 42 L140 18 L170 44 L204 20" fill="none" stroke={SAND} stroke-width="2" stroke-dasharray="4 4" />
    </>
  ),
};

/** The picture at the top of a card face: its own scene, or the kind's scene for an unknown id. */
export const CardArt = memo(function CardArt({ id }: { id: string }) {
  const Scene = SCENES[id] ?? SCENES['tr-parapetto'];
  return (
    <svg viewBox="0 0 200 64" class="fi-card-art" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <Sky night={id.startsWith('tdn-')} />
      <Scene />
    </svg>
  );
});

/** Every card that has a scene (the unit tests check each card of the game has one). */
export const CARD_ART_IDS: readonly string[] = Object.keys(SCENES);
