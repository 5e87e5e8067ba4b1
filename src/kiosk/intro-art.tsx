// The introduction's four pictures, our own SVG in the app's warm palette: a tablet going round
// a table, a finger holding the reveal ring, people looking away, the tablet covering itself.
// Decorative (the panel's title and text carry the words). What moves is marked with a class
// the stylesheet animates, and stops under prefers-reduced-motion.
import type { ComponentChildren } from 'preact';

const WOOD = '#6b4a2e';
const WOOD_2 = '#8a6440';
const BRASS = '#d9a441';
const INK = '#2b2118';
const SKIN = '#e2b48a';
const PARCHMENT = '#efe3c8';

function Frame({ children }: { children: ComponentChildren }) {
  return (
    <svg class="intro-art" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <rect width="320" height="200" rx="16" fill="#2f2721" />
      {children}
    </svg>
  );
}

/** A head and shoulders seen from above the table, facing `angle` degrees (0: the table). */
function Person({ x, y, color, away = false }: { x: number; y: number; color: string; away?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-22 30 Q-22 8 0 8 Q22 8 22 30Z" fill={color} />
      <circle cy="-6" r="14" fill={SKIN} />
      {away ? (
        // The back of the head: hair all round, no face.
        <path d="M-14 -6 A14 14 0 1 1 14 -6 Q14 6 0 8 Q-14 6 -14 -6Z" fill="#4a3322" />
      ) : (
        <>
          <path d="M-14 -8 A14 14 0 0 1 14 -8 Q8 -16 0 -16 Q-8 -16 -14 -8Z" fill="#4a3322" />
          <circle cx="-5" cy="-5" r="1.8" fill={INK} />
          <circle cx="5" cy="-5" r="1.8" fill={INK} />
        </>
      )}
    </g>
  );
}

function Tablet({ x, y, covered = true }: { x: number; y: number; covered?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-26" y="-18" width="52" height="36" rx="5" fill={INK} stroke={BRASS} stroke-width="2" />
      <rect x="-21" y="-13" width="42" height="26" rx="2" fill={covered ? '#3a3029' : PARCHMENT} />
      {covered && <circle r="7" fill="none" stroke={BRASS} stroke-width="2.5" />}
    </g>
  );
}

const table = <ellipse cx="160" cy="112" rx="120" ry="56" fill={WOOD} stroke={WOOD_2} stroke-width="4" />;

/** The tablet slides from one player to the next round the table. */
export const passArt = (
  <Frame>
    {table}
    <Person x={62} y={40} color="#b5482f" />
    <Person x={258} y={40} color="#3f7fa0" />
    <Person x={160} y={164} color="#7a8b3a" />
    <path class="intro-path" d="M96 100 Q160 60 224 100" fill="none" stroke={BRASS} stroke-width="3" stroke-dasharray="6 7" />
    <path d="M216 92 L226 101 L213 104" fill="none" stroke={BRASS} stroke-width="3" stroke-linecap="round" />
    <g class="intro-slide">
      <Tablet x={104} y={108} />
    </g>
  </Frame>
);

/** A finger holds the ring and the ring fills. */
export const holdArt = (
  <Frame>
    <rect x="70" y="24" width="180" height="152" rx="14" fill={INK} stroke={BRASS} stroke-width="3" />
    <rect x="82" y="36" width="156" height="128" rx="6" fill="#3a3029" />
    <circle cx="160" cy="100" r="38" fill="none" stroke="#4d4036" stroke-width="10" />
    <circle class="intro-ring" cx="160" cy="100" r="38" fill="none" stroke={BRASS} stroke-width="10" stroke-dasharray="239" stroke-dashoffset="60" transform="rotate(-90 160 100)" stroke-linecap="round" />
    {/* A fingertip pressing the middle of the ring. */}
    <g class="intro-press">
      <path d="M148 178 L148 104 Q148 92 160 92 Q172 92 172 104 L172 178Z" fill={SKIN} stroke="#b98a62" stroke-width="2" />
      <path d="M152 104 Q160 98 168 104" fill="none" stroke="#f4d3b3" stroke-width="3" stroke-linecap="round" />
    </g>
  </Frame>
);

/** One player looks at the tablet; the others have turned their backs. */
export const lookArt = (
  <Frame>
    {table}
    <Person x={62} y={40} color="#b5482f" away />
    <Person x={258} y={40} color="#3f7fa0" away />
    <Person x={160} y={164} color="#7a8b3a" />
    <Tablet x={160} y={128} covered={false} />
    {/* Closed eyes above the others' heads. */}
    {[62, 258].map((x) => (
      <g key={x} class="intro-blink" transform={`translate(${x} 8)`}>
        <path d="M-12 0 Q0 8 12 0" fill="none" stroke={PARCHMENT} stroke-width="3" stroke-linecap="round" />
        <path d="M-8 4 l-3 5 M0 6 v6 M8 4 l3 5" stroke={PARCHMENT} stroke-width="2" stroke-linecap="round" />
      </g>
    ))}
  </Frame>
);

/** The tablet covers itself and goes on to the next player. */
export const nextArt = (
  <Frame>
    {table}
    <Person x={62} y={40} color="#b5482f" />
    <Person x={258} y={40} color="#3f7fa0" />
    <Person x={160} y={164} color="#7a8b3a" />
    <g class="intro-cover">
      <Tablet x={160} y={110} />
    </g>
    <path d="M188 110 Q226 104 236 74" fill="none" stroke={BRASS} stroke-width="3" stroke-dasharray="6 7" />
    <path d="M228 80 L237 71 L241 84" fill="none" stroke={BRASS} stroke-width="3" stroke-linecap="round" />
  </Frame>
);
